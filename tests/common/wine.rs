//! The Windows build of Jipu run under Wine, for the tests of the Windows program on this Linux machine.
//!
//! `windows_exe` cross-builds `jipu.exe` (target `x86_64-pc-windows-gnu`, profile `wintest`, in `target/windows`, so
//! that it never waits on the build this test runs in) and `Prefix` is a Wine prefix of the test's own, made fresh
//! with `wineboot`. Rust's standard library imports `bcryptprimitives.dll`, which Windows 10/11 have and Wine 8.0
//! lacks: a stand-in built from `tests/wine/bcryptprimitives.c` goes into the prefix's `system32`, where Windows keeps
//! the real one. It is a test fixture, never shipped.
//!
//! Without Wine, mingw or the Rust target the tests say so and pass, except under CI (`CI=true`), where they fail.
//! `JIPU_WINDOWS_EXE` runs them on another exe instead (the release exe `scripts/dist.sh` builds).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

/// Wine's 64-bit loader: Debian keeps it in Wine's library folder, not on the PATH.
pub const WINE64: &str = "/usr/lib/wine/wine64";
pub const WINESERVER: &str = "/usr/lib/wine/wineserver";
const MINGW_GCC: &str = "x86_64-w64-mingw32-gcc";
pub const TARGET: &str = "x86_64-pc-windows-gnu";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The folder the Windows build goes to.
pub fn build_dir() -> PathBuf {
    root().join("target/windows")
}

fn on_path(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// What is missing to run the Windows build here, if anything.
fn missing() -> Vec<String> {
    let mut missing = Vec::new();
    if !Path::new(WINE64).exists() {
        missing.push("Wine (apt-get install wine64)".to_string());
    }
    if !on_path(MINGW_GCC) {
        missing.push("mingw-w64 (apt-get install gcc-mingw-w64-x86-64)".to_string());
    }
    let target_here = Command::new("rustc")
        .args(["--print", "target-libdir", "--target", TARGET])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()))
        .is_some_and(|dir| dir.exists());
    if !target_here {
        missing.push(format!("the Rust target (rustup target add {TARGET})"));
    }
    missing
}

/// Whether the Windows build can run here; without it the test is skipped, saying why, except under CI.
pub fn available(what: &str, also: &[&str]) -> bool {
    let mut missing = missing();
    missing.extend(also.iter().filter(|t| !on_path(t)).map(|t| t.to_string()));
    if missing.is_empty() {
        return true;
    }
    let why = format!("{what} needs {}", missing.join(", "));
    assert!(std::env::var("CI").is_err(), "{why}");
    eprintln!("skipped: {why}");
    false
}

/// `jipu.exe`, built once per test process from the sources as they are.
pub fn windows_exe() -> Result<PathBuf, String> {
    static EXE: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    EXE.get_or_init(|| {
        // The release exe (scripts/dist.sh) tried the same way: `JIPU_WINDOWS_EXE=target/windows/…/release/jipu.exe`.
        if let Some(exe) = std::env::var_os("JIPU_WINDOWS_EXE") {
            let exe = PathBuf::from(exe);
            return if exe.is_file() {
                Ok(exe)
            } else {
                Err(format!("JIPU_WINDOWS_EXE: no file {}", exe.display()))
            };
        }
        let out = Command::new(env!("CARGO"))
            .current_dir(root())
            .args([
                "build",
                "--bin",
                "jipu",
                "--profile",
                "wintest",
                "--target",
                TARGET,
            ])
            .arg("--target-dir")
            .arg(build_dir())
            .env_remove("CARGO_TARGET_DIR")
            .env_remove("RUSTFLAGS")
            .output()
            .map_err(|e| format!("cargo does not run: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "the Windows build failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        Ok(build_dir().join(TARGET).join("wintest/jipu.exe"))
    })
    .clone()
}

/// The stand-in `bcryptprimitives.dll` (see the module documentation), built with mingw.
fn stand_in_dll() -> Result<PathBuf, String> {
    static DLL: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    DLL.get_or_init(|| {
        let dir = build_dir().join("fixtures");
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let dll = dir.join(format!("bcryptprimitives-{}.dll", std::process::id()));
        let out = Command::new(MINGW_GCC)
            .args(["-O2", "-shared", "-o"])
            .arg(&dll)
            .arg(root().join("tests/wine/bcryptprimitives.c"))
            .arg("-ladvapi32")
            .output()
            .map_err(|e| format!("{MINGW_GCC}: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "the stand-in DLL does not build:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        Ok(dll)
    })
    .clone()
}

/// A Wine prefix of the test's own: a fresh Windows, its `C:` under the prefix. Its Wine processes are ended and the
/// prefix removed when dropped.
pub struct Prefix {
    dir: tempfile::TempDir,
    lang: String,
    display: Option<String>,
}

impl Prefix {
    /// A new prefix, started in the locale `lang` (`zh_CN.UTF-8`, `en_US.UTF-8`).
    pub fn new(lang: &str) -> Result<Prefix, String> {
        let dir = tempfile::Builder::new()
            .prefix("jipu-wine-")
            .tempdir()
            .map_err(|e| e.to_string())?;
        let prefix = Prefix {
            dir,
            lang: lang.to_string(),
            display: None,
        };
        let booted = prefix
            .command("wineboot")
            .arg("-i")
            .output()
            .map_err(|e| format!("wineboot: {e}"))?;
        if !booted.status.success() {
            return Err(format!(
                "wineboot failed: {}",
                String::from_utf8_lossy(&booted.stderr)
            ));
        }
        prefix.wait();
        let system32 = prefix.drive_c().join("windows/system32");
        std::fs::copy(stand_in_dll()?, system32.join("bcryptprimitives.dll"))
            .map_err(|e| format!("the stand-in DLL: {e}"))?;
        Ok(prefix)
    }

    /// The prefix with its windows on this X display.
    pub fn on_display(mut self, display: &str) -> Prefix {
        self.display = Some(display.to_string());
        self
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn drive_c(&self) -> PathBuf {
        self.dir.path().join("drive_c")
    }

    /// The user's folder in the prefix (`C:\users\NAME`).
    pub fn user_dir(&self) -> Result<PathBuf, String> {
        let users = self.drive_c().join("users");
        std::fs::read_dir(&users)
            .map_err(|e| e.to_string())?
            .flatten()
            .map(|e| e.path())
            .find(|p| p.file_name().is_some_and(|n| n != "Public"))
            .ok_or_else(|| "no user folder in the prefix".to_string())
    }

    /// `wine64 PROGRAM` in this prefix, quiet, in its locale, with no Mono or Gecko to install.
    pub fn command(&self, program: impl AsRef<std::ffi::OsStr>) -> Command {
        let mut command = Command::new(WINE64);
        command
            .arg(program)
            .env("WINEPREFIX", self.dir.path())
            .env("WINEDEBUG", "-all")
            // No Mono or Gecko to install, and no menu entries or file types written into this machine's desktop.
            .env("WINEDLLOVERRIDES", "mscoree,mshtml=;winemenubuilder.exe=d")
            .env("LANG", &self.lang)
            .env("LC_ALL", &self.lang)
            .env_remove("CI")
            .stdin(Stdio::null());
        match &self.display {
            Some(display) => command.env("DISPLAY", display),
            None => command.env_remove("DISPLAY"),
        };
        command.env_remove("WAYLAND_DISPLAY");
        command
    }

    /// Runs `exe` with `args` in the folder `dir`, to the end.
    pub fn run(&self, exe: &Path, dir: &Path, args: &[&str]) -> Result<Output, String> {
        self.command(exe)
            .args(args)
            .current_dir(dir)
            .output()
            .map_err(|e| format!("wine64 does not run: {e}"))
    }

    /// Waits until every program of the prefix has ended.
    pub fn wait(&self) {
        let _ = Command::new(WINESERVER)
            .arg("-w")
            .env("WINEPREFIX", self.dir.path())
            .status();
    }

    /// Ends every program of the prefix at once, as a crash or `taskkill /F` would: `wineserver -k`.
    pub fn kill_all(&self) {
        let _ = Command::new(WINESERVER)
            .arg("-k")
            .env("WINEPREFIX", self.dir.path())
            .status();
        self.wait();
    }
}

impl Drop for Prefix {
    fn drop(&mut self) {
        self.kill_all();
    }
}

/// A Windows path for a path on this machine: Wine's `Z:` is `/`.
pub fn windows_path(path: &Path) -> String {
    format!("Z:{}", path.display()).replace('/', "\\")
}
