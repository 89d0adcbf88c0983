//! Work done on another thread so that the window keeps drawing: asking CUPS for its printers, sending a job, saving
//! into a large file, the system's file chooser, a picture's reading. The window looks for the answer each frame
//! (see `Command::Tick`). The one way of the window to wait for work.

use std::sync::{Arc, Mutex};

/// The answer of a piece of work started on another thread, once it is there.
#[derive(Debug)]
pub struct Background<T>(Arc<Mutex<Option<T>>>);

impl<T> Clone for Background<T> {
    fn clone(&self) -> Self {
        Background(self.0.clone())
    }
}

impl<T> Background<T> {
    /// Work already done, here and at once: its answer, as a started one's would be.
    pub fn done(answer: T) -> Background<T> {
        Background(Arc::new(Mutex::new(Some(answer))))
    }

    /// Whether the answer is there (not taken).
    pub fn is_done(&self) -> bool {
        self.0.lock().is_ok_and(|slot| slot.is_some())
    }
}

impl<T: Send + 'static> Background<T> {
    /// Runs `work` on a new thread.
    pub fn start(work: impl FnOnce() -> T + Send + 'static) -> Background<T> {
        let slot = Arc::new(Mutex::new(None));
        let answer = slot.clone();
        std::thread::spawn(move || {
            let result = work();
            if let Ok(mut answer) = answer.lock() {
                *answer = Some(result);
            }
        });
        Background(slot)
    }

    /// The answer, once there is one (taken: a second call gives `None`).
    pub fn take(&self) -> Option<T> {
        self.0.lock().ok().and_then(|mut slot| slot.take())
    }
}
