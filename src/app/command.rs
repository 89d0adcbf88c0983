//! Every action of the window as one value: buttons, menus and keys all produce a [`Command`], and
//! [`apply`] is the one place that carries it out. Each command knows its label and its shortcut.

use egui::{Key, KeyboardShortcut, Modifiers};
use shakmaty::Role;

use super::state::{AppState, MoveListMode, NoteEdit, NoteKind};
use crate::chess::NodeId;
use crate::i18n::{Key as Text, Lang};

/// One thing the user asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use]
pub enum Command {
    FlipBoard,
    PreviousMove,
    NextMove,
    FirstPosition,
    LastMove,
    SwitchLanguage,
    ListMode(MoveListMode),
    OpenPaste,
    NewGame,
    GoTo(NodeId),
    Promote(Role),
    Annotate(NodeId, pgn_reader::Nag),
    EditComment(NodeId),
    EditClock(NodeId),
    DeleteFrom(NodeId),
    MakeMainLine(NodeId),
    Open,
    OpenRecent(usize),
    Save,
    SaveAs,
    ExportSheet,
    Print,
    PrintBlank,
    CopyPgn,
    SetUpFen,
    SheetStyle(crate::notation::NotationStyle),
    SheetPaper(crate::sheet::Paper),
    /// Needs the context: done where commands are applied with one (see `show`).
    ToggleTheme,
}

impl Command {
    /// The commands that have a key, checked every frame.
    pub const WITH_KEYS: [Command; 10] = [
        Command::FlipBoard,
        Command::PreviousMove,
        Command::NextMove,
        Command::FirstPosition,
        Command::LastMove,
        Command::NewGame,
        Command::Open,
        Command::SaveAs,
        Command::Save,
        Command::Print,
    ];

    /// The label on a button or in a menu.
    pub fn label(self, lang: Lang) -> String {
        let key = match self {
            Command::FlipBoard => Text::FlipBoard,
            Command::PreviousMove => Text::PreviousMove,
            Command::NextMove => Text::NextMove,
            Command::FirstPosition => Text::FirstPosition,
            Command::LastMove => Text::LastMove,
            Command::SwitchLanguage => Text::SwitchLanguage,
            Command::ListMode(MoveListMode::English) => Text::ListEnglish,
            Command::ListMode(MoveListMode::Chinese) => Text::ListChinese,
            Command::ListMode(MoveListMode::Both) => Text::ListBoth,
            Command::OpenPaste => Text::PasteGame,
            Command::NewGame => Text::NewGame,
            Command::GoTo(_) => Text::Moves,
            Command::Promote(role) => {
                return lang.fill(Text::PromoteTo, &[lang.piece(role)]);
            }
            Command::Annotate(_, _) => Text::Annotate,
            Command::EditComment(_) => Text::CommentMenu,
            Command::EditClock(_) => Text::ClockMenu,
            Command::DeleteFrom(_) => Text::DeleteFromHere,
            Command::MakeMainLine(_) => Text::MakeMainLine,
            Command::Open => Text::OpenFile,
            Command::OpenRecent(_) => Text::RecentFiles,
            Command::Save => Text::SaveFile,
            Command::SaveAs => Text::SaveFileAs,
            Command::ExportSheet => Text::ExportSheet,
            Command::Print => Text::PrintSheet,
            Command::PrintBlank => Text::PrintBlank,
            Command::CopyPgn => Text::CopyPgn,
            Command::SetUpFen => Text::SetUpFen,
            Command::ToggleTheme => Text::DarkTheme,
            Command::SheetStyle(style) => return style.name().to_string(),
            Command::SheetPaper(crate::sheet::Paper::A4) => return "A4".to_string(),
            Command::SheetPaper(crate::sheet::Paper::Letter) => return "Letter".to_string(),
        };
        lang.text(key).to_string()
    }

    /// The key that gives this command. The board flips with Shift+F: a lone `f` begins a move such as `f4`.
    pub fn shortcut(self) -> Option<KeyboardShortcut> {
        let key = |modifiers, key| Some(KeyboardShortcut::new(modifiers, key));
        match self {
            Command::FlipBoard => key(Modifiers::SHIFT, Key::F),
            Command::PreviousMove => key(Modifiers::NONE, Key::ArrowLeft),
            Command::NextMove => key(Modifiers::NONE, Key::ArrowRight),
            Command::FirstPosition => key(Modifiers::NONE, Key::Home),
            Command::LastMove => key(Modifiers::NONE, Key::End),
            Command::NewGame => key(Modifiers::COMMAND, Key::N),
            Command::Open => key(Modifiers::COMMAND, Key::O),
            Command::Save => key(Modifiers::COMMAND, Key::S),
            Command::SaveAs => key(Modifiers::COMMAND | Modifiers::SHIFT, Key::S),
            Command::Print => key(Modifiers::COMMAND, Key::P),
            _ => None,
        }
    }

    /// The label with its shortcut, for tooltips.
    pub fn hint(self, ctx: &egui::Context, lang: Lang) -> String {
        match self.shortcut() {
            Some(s) => format!("{} ({})", self.label(lang), ctx.format_shortcut(&s)),
            None => self.label(lang),
        }
    }
}

/// Carries out a command.
pub fn apply(state: &mut AppState, command: Command) {
    match command {
        Command::FlipBoard => state.flipped = !state.flipped,
        Command::PreviousMove => state.back(),
        Command::NextMove => state.forward(),
        Command::FirstPosition => state.to_start(),
        Command::LastMove => state.to_end(),
        Command::SwitchLanguage => {
            state.lang = match state.lang {
                Lang::En => Lang::Zh,
                Lang::Zh => Lang::En,
            };
            state.list_mode = match (state.lang, state.list_mode) {
                (_, MoveListMode::Both) => MoveListMode::Both,
                (Lang::Zh, _) => MoveListMode::Chinese,
                (Lang::En, _) => MoveListMode::English,
            };
        }
        Command::ListMode(mode) => state.list_mode = mode,
        Command::OpenPaste => state.paste_open = true,
        Command::NewGame => state.new_game(),
        Command::GoTo(id) => state.go_to(id),
        Command::Promote(role) => state.promote(role),
        Command::Annotate(id, nag) => {
            state.dirty = true;
            let nags = &mut state.game.tree.notes_mut(id).nags;
            // One move annotation at a time: a new glyph replaces the old one; the same one again removes it.
            let had = nags.contains(&nag);
            nags.retain(|&n| !crate::notation::is_move_annotation(n));
            if !had {
                nags.push(nag);
            }
        }
        Command::EditComment(id) | Command::EditClock(id) => {
            let notes = state.game.tree.notes(id);
            let (kind, text) = match command {
                Command::EditComment(_) => (NoteKind::Comment, notes.comment.clone()),
                _ => (
                    NoteKind::Clock,
                    notes.clock.map(crate::chess::format_duration),
                ),
            };
            state.note_edit = Some(NoteEdit {
                id,
                kind,
                text: text.unwrap_or_default(),
            });
        }
        Command::DeleteFrom(id) => {
            state.dirty = true;
            if state.game.tree.is_mainline(id) {
                state.reopen();
            }
            let parent = state.game.tree.parent(id).unwrap_or(NodeId::ROOT);
            state.game.tree.delete_from(id);
            // The board must not show a position that no longer exists.
            let path = state.game.tree.path_to(state.cursor);
            if path.contains(&id) {
                state.go_to(parent);
            }
        }
        Command::MakeMainLine(id) => {
            state.game.tree.promote_to_mainline(id);
            state.cursor_moved = true;
            state.dirty = true;
        }
        Command::Open => {
            if let Some(path) = pgn_dialog().pick_file() {
                state.open_path(&path);
            }
        }
        Command::OpenRecent(i) => {
            if let Some(path) = state.settings.recent_files.get(i).cloned() {
                state.open_path(&path);
            }
        }
        Command::Save => {
            if !state.save() {
                apply(state, Command::SaveAs);
            }
        }
        Command::SaveAs => {
            if let Some(path) = pgn_dialog()
                .set_file_name(suggested_name(state, "pgn"))
                .save_file()
            {
                state.save_to(&path);
            }
        }
        Command::ExportSheet => {
            if let Some(path) = rfd::FileDialog::new()
                .add_filter("PDF", &["pdf"])
                .set_file_name(suggested_name(state, "pdf"))
                .save_file()
                && state.export_sheet(&path, None)
            {
                state.message = Some(state.lang.fill(Text::Saved, &[&path.display().to_string()]));
            }
        }
        Command::Print => state.print(None),
        Command::PrintBlank => state.print(Some(4)),
        Command::CopyPgn => {} // Needs the context: done where commands are applied with one (see `show`).
        Command::SetUpFen => state.fen_input = Some(String::new()),
        Command::SheetStyle(style) => state.settings.sheet_style = Some(style),
        Command::SheetPaper(paper) => state.settings.paper = paper,
        Command::ToggleTheme => {}
    }
}

/// The file dialog for games.
fn pgn_dialog() -> rfd::FileDialog {
    rfd::FileDialog::new()
        .add_filter("PGN", &["pgn", "txt"])
        .add_filter("*", &["*"])
}

/// `White-Black.pgn` for a save dialog.
fn suggested_name(state: &AppState, ext: &str) -> String {
    let tags = &state.game.tags;
    match (tags.known("White"), tags.known("Black")) {
        (None, None) => format!("game.{ext}"),
        (w, b) => format!("{}-{}.{ext}", w.unwrap_or("white"), b.unwrap_or("black")),
    }
}
