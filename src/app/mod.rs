//! The desktop window (eframe/egui, glow renderer): the board on the left, the clock, the move box, the details and
//! the move list on the right. This is the only module that uses egui.
//!
//! A staircase of floors, each importing only the floors below it (see ARCHITECTURE.md):
//! - `work`: threads and the system (the game file and its list, autosave, the engine, the picture's reading, the
//!   native file dialog, the clipboard); no egui, no session;
//! - `model`: plain data and its rules (the document and its history, the board's selection, the clock, the move
//!   box, the settings, the dialogs' state); no egui;
//! - `commands`: what the user and the window ask for, [`Command`], with labels and keys;
//! - `session`: [`AppState`], the only `impl` of the program's state; [`AppState::apply`] carries every command out
//!   in one place, which also feeds undo;
//! - `ui`: egui only: the frame and its panels read the session and answer with commands.
//!
//! `message.rs` and `file_purpose.rs` are leaves every floor may use.

mod commands;
mod file_purpose;
mod message;
mod model;
mod session;
mod ui;
mod work;

pub use commands::command::{Command, Effect, Unsaved, style_name};
pub use commands::dialog_messages::{
    ChooserMessage, EditorMessage, PasteMessage, PrintMessage, RoundMessage,
};
pub use commands::keys::{Binding, Heard, KEYS};
pub use file_purpose::FilePurpose;
pub use message::{Message, Tone};
pub use model::board_editor::BoardEditor;
pub use model::board_view::{BoardView, PendingPromotion};
pub use model::chooser::{ChooserEntry, FileChooser};
pub use model::dialogs::{Dialogs, FenDialog, NoteEdit, NoteKind, PasteDialog};
pub use model::document::{Document, Source};
pub use model::guide_view::GuideView;
pub use model::modal::Modal;
pub use model::play::{Confirm, Play, Time};
pub use model::print_dialog::{PrintDialog, PrintWhat, Printers};
pub use model::round_dialog::{LadderFile, RoundDialog, RoundField, RoundTab};
pub use model::round_photos::{ProposedFrom, SheetPhoto};
pub use model::settings;
pub use model::settings::{MoveListMode, PerPosition, Settings};
pub use model::today::{days_ago, today};
pub use session::saving::ON_A_THREAD as SAVED_ON_A_THREAD;
pub use session::state::{AppState, Entry};
pub use ui::fonts::install as install_fonts;
pub use ui::frame::show;
pub use ui::{panels, placement};
pub use work::analysis::{Analysis, Report};
pub use work::autosave;
pub use work::game_file::GameFile;
pub use work::game_list::GameList;
pub use work::picture_reading::{PastedPicture, PictureView};

use ui::{fonts, window_place};
use work::native_dialog;

use crate::i18n::Key;

/// Prepares a context: fonts, and the loader that draws the SVG pieces. Tests call it too.
pub fn setup(ctx: &egui::Context) {
    fonts::install(ctx);
    egui_extras::install_image_loaders(ctx);
}

/// The eframe application.
pub struct JipuApp {
    state: AppState,
    /// Set by `JIPU_MEASURE=1`: report start-up time and memory after the first frame, then close.
    measure: Option<Measure>,
    /// The window's size and place, kept across runs.
    place: window_place::WindowPlace,
}

/// Start-up measurement (see BENCHMARKS.md): the process start, and frames drawn so far. With a file to open, the
/// window stays until the file's index is complete, and reports when the list first showed games, when the index was
/// complete, how long the longest frame took and the longest wait between frames meanwhile, and memory.
struct Measure {
    started: std::time::Instant,
    frames: u32,
    with_file: bool,
    listed_ms: Option<f64>,
    last_frame: Option<std::time::Instant>,
    longest_frame_ms: f64,
    longest_gap_ms: f64,
    /// Reported: the window is closing.
    done: bool,
}

impl Measure {
    fn ms(&self) -> f64 {
        self.started.elapsed().as_secs_f64() * 1000.0
    }

    /// After a frame that began at `began`: whether the measurement is complete.
    fn frame(&mut self, state: &AppState, began: std::time::Instant) -> bool {
        if self.done {
            return true;
        }
        self.done = self.measured(state, began);
        self.done
    }

    fn measured(&mut self, state: &AppState, began: std::time::Instant) -> bool {
        self.frames += 1;
        let now = std::time::Instant::now();
        self.longest_frame_ms = self
            .longest_frame_ms
            .max((now - began).as_secs_f64() * 1000.0);
        if let Some(last) = self.last_frame {
            self.longest_gap_ms = self
                .longest_gap_ms
                .max((began - last).as_secs_f64() * 1000.0);
        }
        self.last_frame = Some(now);
        if self.frames == 2 {
            // The first frame has been presented by the time the second one starts.
            eprintln!(
                "first_frame_ms={:.1} rss_mib={:.1}",
                self.ms(),
                memory_mib("VmRSS:").unwrap_or(f64::NAN)
            );
            if !self.with_file {
                return true;
            }
        }
        let Some(list) = state.dialogs().game_list() else {
            return false;
        };
        if self.listed_ms.is_none() && !list.shown().is_empty() {
            self.listed_ms = Some(self.ms());
        }
        if list.file().is_scanning() || !list.caught_up() {
            return false;
        }
        eprintln!(
            "listed_ms={:.1} indexed_ms={:.1} games={} frames={} longest_frame_ms={:.1} longest_gap_ms={:.1} \
             rss_mib={:.1} peak_rss_mib={:.1}",
            self.listed_ms.unwrap_or(f64::NAN),
            self.ms(),
            list.file().len(),
            self.frames,
            self.longest_frame_ms,
            self.longest_gap_ms,
            memory_mib("VmRSS:").unwrap_or(f64::NAN),
            memory_mib("VmHWM:").unwrap_or(f64::NAN),
        );
        true
    }
}

/// A memory figure of this process in MiB (`VmRSS:` resident now, `VmHWM:` its peak), from `/proc/self/status`.
fn memory_mib(field: &str) -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

impl eframe::App for JipuApp {
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, Settings::KEY, self.state.settings());
        // eframe's own record of the window, kept by earlier versions: it would put the window back where it does not
        // fit (see `window_place`).
        storage.remove_string("window");
        self.place.write();
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let began = std::time::Instant::now();
        self.place.frame(ui.ctx());
        show(ui, &mut self.state);
        if let Some(m) = &mut self.measure {
            if m.frame(&self.state, began) {
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            } else {
                // Drawn again at once: the gaps measured are the window's, not an idle wait.
                ui.ctx().request_repaint();
            }
        }
    }
}

/// What the window is opened with: the language asked for on the command line (else the one saved last time), and a
/// file to open.
pub struct Start {
    pub lang: Option<crate::i18n::Lang>,
    pub file: Option<std::path::PathBuf>,
    /// When the process started, for `JIPU_MEASURE`.
    pub started: std::time::Instant,
}

/// Jipu's icon (`assets/icon`), shown in the title bar and the task bar.
fn icon() -> egui::IconData {
    eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon/png/jipu-128.png"))
        .unwrap_or_default()
}

/// The settings' file in the data folder (eframe's RON store: language, notations, recent files, the chooser's last
/// folder).
const SETTINGS_FILE: &str = "app.ron";

/// Opens the window and runs until it is closed.
pub fn run(start: Start) -> eframe::Result {
    let measure = std::env::var_os("JIPU_MEASURE").map(|_| Measure {
        started: start.started,
        frames: 0,
        with_file: start.file.is_some(),
        listed_ms: None,
        last_frame: None,
        longest_frame_ms: 0.0,
        longest_gap_ms: 0.0,
        done: false,
    });
    let title_lang = start.lang.unwrap_or_else(crate::i18n::Lang::from_env);
    let data_dir = autosave::data_dir();
    let saved = window_place::kept(data_dir.as_deref());
    let place = window_place::WindowPlace::new(data_dir.clone(), saved);
    let options = eframe::NativeOptions {
        renderer: eframe::Renderer::Glow,
        viewport: egui::ViewportBuilder::default()
            .with_title(title_lang.text(Key::AppTitle))
            .with_inner_size(placement::PREFERRED)
            .with_min_inner_size(placement::LEAST)
            .with_icon(icon()),
        // The size and place that fit the screen, chosen as the window is made (see `window_place`).
        window_builder: Some(Box::new(move |builder| window_place::place(builder, saved))),
        persist_window: false,
        // The settings beside the autosave, in the one data folder About names (`JIPU_DATA_DIR` moves both). eframe
        // takes the settings' file, not its folder: given the folder, it wrote nothing and every choice was lost.
        persistence_path: data_dir.map(|dir| dir.join(SETTINGS_FILE)),
        ..Default::default()
    };
    eframe::run_native(
        "jipu",
        options,
        Box::new(move |cc| {
            setup(&cc.egui_ctx);
            native_dialog::watch_rfd();
            let mut settings = cc
                .storage
                .and_then(|s| eframe::get_value::<Settings>(s, Settings::KEY))
                .unwrap_or_else(|| Settings::new(title_lang));
            settings.follow_locale(title_lang);
            if let Some(lang) = start.lang {
                settings.set_lang(lang);
            }
            let mut state = AppState::with_settings(settings);
            if let Some(dir) = autosave::data_dir() {
                let (autosave, waiting) = autosave::Autosave::open(&dir);
                let restore = std::env::var(autosave::RESTORE_ENV).ok();
                let index = restore.and_then(|id| waiting.iter().position(|w| w.id() == id));
                state = state.with_autosave(autosave, waiting);
                if let Some(index) = index {
                    // Started by "Open in a new window": that game, here, at once.
                    let _ = state.apply(Command::RestoreWaiting(index));
                }
            }
            if let Some(path) = start.file {
                let _ = state.apply(Command::OpenPath(path));
            }
            Ok(Box::new(JipuApp {
                state,
                measure,
                place,
            }))
        }),
    )
}
