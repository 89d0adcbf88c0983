//! The photos of a round's sheets read in the window (the round's results page: Read the sheets' photos…, or
//! pictures dropped on it): one after another on another thread, each as a picture opened is read (a handwritten
//! sheet whole, its unsure moves marked; a printed page up to its first doubt), and every page of a scanned PDF as a
//! sheet of its own (a club scans its round's sheets into one file). Each answer is taken as it comes,
//! so the results table fills board by board; what an answer does to the round is the session's
//! (`session/round_photos.rs`).

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use crate::picture::{PictureError, PictureReading, decode, is_pdf, pdf_pages, recognise};

/// Why a photo gave no reading: its file, or its picture.
pub enum PhotoError {
    File(std::io::Error),
    Picture(PictureError),
}

/// One photo read: its file, its page and the file's pages when it is a PDF of several, and what its reading gave.
pub struct PhotoRead {
    pub path: PathBuf,
    pub page: Option<(u32, u32)>,
    pub reading: Result<PictureReading, PhotoError>,
}

/// The photos being read; see the module documentation.
pub struct RoundPhotoReading {
    read: Arc<Mutex<Vec<PhotoRead>>>,
    done: Arc<AtomicUsize>,
    /// The photos to read, a PDF's pages counted once it is opened.
    of: Arc<AtomicUsize>,
    cancel: Arc<AtomicBool>,
}

impl std::fmt::Debug for RoundPhotoReading {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RoundPhotoReading({} of {})", self.done(), self.of())
    }
}

/// Page `page` of a picture file's `bytes` read as the window reads a picture opened.
fn read_page(bytes: &[u8], page: u32, cancel: &AtomicBool) -> Result<PictureReading, PhotoError> {
    let read = || {
        let picture = decode(bytes, page)
            .map_err(PictureError::Decode)?
            .to_luma8();
        let recognised = recognise(&picture, &mut |_, _| !cancel.load(Ordering::Relaxed))?;
        super::picture_reading::read(&recognised, &[])
    };
    read().map_err(PhotoError::Picture)
}

impl RoundPhotoReading {
    /// Starts reading `paths`, in their order.
    pub fn start(paths: Vec<PathBuf>) -> RoundPhotoReading {
        let read = Arc::new(Mutex::new(Vec::new()));
        let done = Arc::new(AtomicUsize::new(0));
        let cancel = Arc::new(AtomicBool::new(false));
        let of = Arc::new(AtomicUsize::new(paths.len()));
        let (answers, counted, stop, all) =
            (read.clone(), done.clone(), cancel.clone(), of.clone());
        std::thread::spawn(move || {
            let answer = |read: PhotoRead| {
                if let Ok(mut answers) = answers.lock() {
                    answers.push(read);
                }
                counted.fetch_add(1, Ordering::Relaxed);
            };
            for path in paths {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let bytes = match std::fs::read(&path) {
                    Ok(bytes) => bytes,
                    Err(e) => {
                        let reading = Err(PhotoError::File(e));
                        answer(PhotoRead {
                            path,
                            page: None,
                            reading,
                        });
                        continue;
                    }
                };
                let pages = if is_pdf(&bytes) {
                    pdf_pages(&bytes).max(1) as u32
                } else {
                    1
                };
                all.fetch_add(pages as usize - 1, Ordering::Relaxed);
                for page in 1..=pages {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let reading = read_page(&bytes, page, &stop);
                    let page = (pages > 1).then_some((page, pages));
                    answer(PhotoRead {
                        path: path.clone(),
                        page,
                        reading,
                    });
                }
            }
            // Whatever stopped it, every photo is accounted for: the job is over.
            counted.store(all.load(Ordering::Relaxed), Ordering::Relaxed);
        });
        RoundPhotoReading {
            read,
            done,
            of,
            cancel,
        }
    }

    /// The photos read since last asked.
    pub fn take_read(&self) -> Vec<PhotoRead> {
        self.read
            .lock()
            .map(|mut read| std::mem::take(&mut *read))
            .unwrap_or_default()
    }

    /// How many photos are read (or passed over once cancelled).
    pub fn done(&self) -> usize {
        self.done.load(Ordering::Relaxed).min(self.of())
    }

    /// How many photos there are to read (a PDF's pages each one, once it is opened).
    pub fn of(&self) -> usize {
        self.of.load(Ordering::Relaxed)
    }

    /// Whether every photo is read, and every answer taken.
    pub fn is_over(&self) -> bool {
        self.done() == self.of() && self.read.lock().is_ok_and(|r| r.is_empty())
    }

    /// Stops after the photo being read.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}
