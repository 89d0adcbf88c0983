//! An engine's process. Its input is written and its output read on threads of its own while it runs, so that
//! nothing that uses it ever waits on it: a line it writes arrives on a channel, a command sent is queued, a process
//! that ends is reported as [`Output::Closed`]. What it writes to its error output is kept (its last line), to say
//! why it stopped.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use super::error::EngineError;

/// How many lines of the engine's output wait at most to be taken in.
const LINES_HELD: usize = 4096;

/// How long the last words of an engine whose output closed are waited for, while its error output is still being
/// read (the two pipes are read on two threads: on a busy machine the reason a program gave on its error output,
/// `cannot load the network`, came after its output's end had been reported, and was lost).
const LAST_WORDS_WITHIN: Duration = Duration::from_millis(500);

/// What the engine wrote to its error output: its last line, and whether the pipe has closed.
#[derive(Debug, Default)]
struct ErrorOutput {
    last: Option<String>,
    closed: bool,
}

/// What came from the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    /// One line of its output, without the line end.
    Line(String),
    /// Its output ended: the process exited, crashed or was killed.
    Closed,
}

/// A running engine. Dropping it ends the process.
#[derive(Debug)]
pub struct EngineProcess {
    /// Taken only when dropped.
    child: Option<Child>,
    path: PathBuf,
    to_engine: Option<Sender<String>>,
    from_engine: Receiver<Output>,
    last_words: Arc<(Mutex<ErrorOutput>, Condvar)>,
}

impl EngineProcess {
    /// Starts the program at `path` (in its own folder, where engines look for their files).
    pub fn start(path: &Path) -> Result<EngineProcess, EngineError> {
        let mut command = Command::new(path);
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(dir) = path.parent().filter(|d| d.is_dir()) {
            command.current_dir(dir);
        }
        hide_console(&mut command);
        let cannot_start = |source: std::io::Error| EngineError::CannotStart {
            path: path.display().to_string(),
            source: Arc::new(source),
        };
        let mut child = command.spawn().map_err(cannot_start)?;
        let missing = || cannot_start(std::io::Error::other("no pipe to the engine"));
        let stdin = child.stdin.take().ok_or_else(missing)?;
        let stdout = child.stdout.take().ok_or_else(missing)?;
        let stderr = child.stderr.take().ok_or_else(missing)?;

        let (to_engine, commands) = mpsc::channel::<String>();
        spawn("engine input", move || write_commands(stdin, commands));

        // Bounded: a program that floods its output (not an engine) waits for the reader, and memory stays small.
        let (lines, from_engine) = mpsc::sync_channel(LINES_HELD);
        spawn("engine output", move || {
            for line in read_lines(stdout) {
                if lines.send(Output::Line(line)).is_err() {
                    return;
                }
            }
            let _ = lines.send(Output::Closed);
        });

        let last_words = Arc::new((Mutex::new(ErrorOutput::default()), Condvar::new()));
        let kept = last_words.clone();
        spawn("engine errors", move || {
            let (output, closed) = &*kept;
            for line in read_lines(stderr) {
                if !line.trim().is_empty()
                    && let Ok(mut output) = output.lock()
                {
                    output.last = Some(line.trim().chars().take(200).collect());
                }
            }
            if let Ok(mut output) = output.lock() {
                output.closed = true;
            }
            closed.notify_all();
        });

        Ok(EngineProcess {
            child: Some(child),
            path: path.to_path_buf(),
            to_engine: Some(to_engine),
            from_engine,
            last_words,
        })
    }

    /// Queues `command` for the engine (never waits).
    pub fn send(&self, command: &str) {
        if let Some(to_engine) = &self.to_engine {
            let _ = to_engine.send(command.to_string());
        }
    }

    /// What has come from the engine, if anything has (never waits).
    pub fn try_output(&self) -> Option<Output> {
        match self.from_engine.try_recv() {
            Ok(output) => Some(output),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Output::Closed),
        }
    }

    /// What comes from the engine within `wait`, for work done off the window's thread.
    pub fn output_within(&self, wait: Duration) -> Option<Output> {
        match self.from_engine.recv_timeout(wait) {
            Ok(output) => Some(output),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => Some(Output::Closed),
        }
    }

    /// The last line the engine wrote to its error output, asked when its output has closed: the error output is
    /// read to its end first, waiting at most [`LAST_WORDS_WITHIN`] (a process that closed its output and runs on
    /// keeps its error output open).
    pub fn last_words(&self) -> Option<String> {
        let (output, closed) = &*self.last_words;
        let output = output.lock().ok()?;
        let output = closed
            .wait_timeout_while(output, LAST_WORDS_WITHIN, |o| !o.closed)
            .ok()?
            .0;
        output.last.clone()
    }

    /// The process's id (the tests kill it).
    pub fn id(&self) -> u32 {
        self.child.as_ref().map_or(0, Child::id)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The name to call the engine by until it says its own: its file's name.
    pub fn file_name(&self) -> String {
        self.path.file_name().map_or_else(
            || self.path.display().to_string(),
            |n| n.to_string_lossy().into(),
        )
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        // Its input closed (a UCI engine quits at the end of its input), then killed in any case; what is left of it
        // is collected on another thread, so dropping never waits.
        self.send("quit");
        self.to_engine = None;
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            spawn("engine exit", move || {
                let _ = child.wait();
            });
        }
    }
}

/// Writes each command queued, a line each, until the queue or the pipe closes.
fn write_commands(mut stdin: ChildStdin, commands: Receiver<String>) {
    for command in commands {
        let written = stdin
            .write_all(command.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        if written.is_err() {
            return;
        }
    }
}

/// The lines of a pipe as they come, until it closes (bytes that are not UTF-8 are replaced, not fatal).
fn read_lines(pipe: impl std::io::Read) -> impl Iterator<Item = String> {
    let mut reader = BufReader::new(pipe);
    let mut buffer = Vec::new();
    std::iter::from_fn(move || {
        buffer.clear();
        match reader.read_until(b'\n', &mut buffer) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(String::from_utf8_lossy(&buffer).trim_end().to_string()),
        }
    })
}

/// Runs `work` on a named thread (a thread that cannot be made leaves the engine unread, and it is said to have
/// stopped when its output channel closes).
fn spawn(name: &str, work: impl FnOnce() + Send + 'static) {
    let _ = std::thread::Builder::new().name(name.into()).spawn(work);
}

/// On Windows an engine is a console program: without this it would open a console window of its own.
#[cfg(windows)]
fn hide_console(command: &mut Command) {
    use std::os::windows::process::CommandExt;
    const CREATE_NO_WINDOW: u32 = 0x0800_0000;
    command.creation_flags(CREATE_NO_WINDOW);
}

#[cfg(not(windows))]
fn hide_console(_: &mut Command) {}
