//! The one place where commands are carried out. Each arm is short: it hands the work to the part that owns it (the
//! document, the board, play, the dialogs, the settings) or to the session's verbs in the files beside this one
//! (`files.rs`, `moves.rs`, `pasting.rs`, `printing.rs`, `saving.rs`, …). Every match is exhaustive: a dialog's own
//! messages are handled by that dialog's match. What only the window can do comes back as [`Effect`]s; `apply` never
//! calls itself (the frame queues what carrying out an effect comes to).

use super::state::AppState;
use crate::app::commands::command::{Command, Effect};
use crate::app::file_purpose::FilePurpose;
use crate::app::message::Message;
use crate::app::model::dialogs::{NoteEdit, NoteKind, Replacement};
use crate::app::model::document::Step;
use crate::app::model::play::Confirm;
use crate::app::model::today::new_game;
use crate::chess::{Ending, format_duration, judge};
use crate::i18n::{Key, Lang};

impl AppState {
    /// Carries out a command. See the module documentation.
    pub fn apply(&mut self, command: Command) -> Vec<Effect> {
        self.doc.begin_command();
        let before = (
            self.doc.revision(),
            self.doc.identity(),
            self.message.clone(),
        );
        let mut effects = Vec::new();
        match command {
            Command::PreviousMove => self.step(Step::Back),
            Command::NextMove => self.step(Step::Forward),
            Command::FirstPosition => self.step(Step::Start),
            Command::LastMove => self.step(Step::End),
            Command::GoTo(id) => self.go_to(id),
            Command::NextUnsure => self.go_to_unsure(true),
            Command::PreviousUnsure => self.go_to_unsure(false),
            Command::ChooseReading { node, mv } => self.choose_reading(node, mv),
            Command::FlipBoard => self.settings.flip(),
            Command::BoardSize(side) => self.settings.set_board_side(side),
            Command::Select(square) => self.board.select(square),
            Command::MovePiece { from, to } => self.move_piece(from, to),
            Command::Promote(role) => self.promote(role),
            Command::CancelPromotion => self.board.clear(),
            Command::PlayMove { mv, nags } => self.play_move(mv, nags),
            Command::EntryEdited { text, composing } => self.entry_edited(text, composing),
            Command::EntrySubmit => self.entry_submit(),
            Command::EntryChoose(mv) => self.entry_choose(mv),
            Command::Annotate(id, nag) => self.doc.annotate(id, nag),
            Command::EditComment(id) => {
                let text = self.game().tree.notes(id).comment.clone();
                self.dialogs.note = Some(NoteEdit::new(
                    id,
                    NoteKind::Comment,
                    text.unwrap_or_default(),
                ));
            }
            Command::EditClock(id) => {
                let text = self.game().tree.notes(id).clock.map(format_duration);
                self.dialogs.note =
                    Some(NoteEdit::new(id, NoteKind::Clock, text.unwrap_or_default()));
            }
            Command::NoteEdited(text) => self.dialogs.edit_note(text),
            Command::NoteDone(ok) => self.note_done(ok),
            Command::DeleteFrom(id) => self.doc.delete_from(id),
            Command::MakeMainLine(id) => self.doc.promote(id),
            Command::SetDetail(field, text) => self.doc.set_detail(field, text),
            Command::DetailDone => self.doc.seal(),
            Command::Undo => {
                if self.doc.undo() {
                    self.after_history();
                }
            }
            Command::Redo => {
                if self.doc.redo() {
                    self.after_history();
                }
            }
            Command::NewGame => self.replace(Replacement {
                game: new_game(),
                source: None,
                unsaved: false,
                said: None,
                kept: None,
            }),
            Command::OpenPaste => {
                self.dialogs.paste.set_source(None);
                self.dialogs.paste.show(true);
            }
            Command::ClosePaste => self.dialogs.paste.show(false),
            Command::PasteDialog(message) => self.paste_message(message),
            Command::PasteText(text) => self.paste_text(text),
            Command::OpenPicture => effects.extend(self.choose_file(FilePurpose::OpenPicture)),
            Command::PastePicture(pasted) => self.paste_picture(pasted),
            Command::DroppedFiles(paths) => {
                if self.round_results_shown()
                    && paths.iter().all(|p| crate::picture::names_picture(p))
                {
                    // Photos dropped on a round's results: its sheets, read back to their boards.
                    self.read_round_photos(paths);
                } else if let Some(path) = paths.first() {
                    // One file a window: the first dropped is opened (a picture read, a game file shown).
                    self.open_path(path);
                }
            }
            Command::PastedNothing => self.say(Message::problem(
                crate::i18n::Key::ClipboardNothingToRead,
                &[],
            )),
            Command::CancelPicture => self.cancel_picture(),
            Command::ClosePicture => self.close_picture(),
            Command::SetUpFen => self.dialogs.edit_fen(String::new()),
            Command::FenEdited(text) => self.dialogs.edit_fen(text),
            Command::FenDone(ok) => self.fen_done(ok),
            Command::ChooseGame(index) => self.choose_game(index),
            Command::AnswerUnsaved(answer) => effects.extend(self.answer_unsaved(answer)),
            Command::AnswerAfterEnd(play_on) => self.answer_after_end(play_on),
            Command::RestoreWaiting(i) => self.restore_waiting(i),
            Command::RestoreInNewWindow(i) => {
                if i < self.dialogs.waiting.len() {
                    let waiting = self.dialogs.waiting.remove(i);
                    if let Some(autosave) = &mut self.autosave {
                        autosave.let_go(waiting.id());
                        if self.dialogs.waiting.is_empty() {
                            autosave.release();
                        }
                    }
                    effects.push(Effect::NewWindow {
                        restore: waiting.id().to_string(),
                    });
                }
            }
            Command::DiscardWaiting(i) => {
                if i < self.dialogs.waiting.len() {
                    let waiting = self.dialogs.waiting.remove(i);
                    if let Some(autosave) = &mut self.autosave {
                        autosave.forget(waiting.id());
                    }
                }
            }
            Command::LaterWaiting => {
                self.dialogs.waiting.clear();
                if let Some(autosave) = &mut self.autosave {
                    autosave.release();
                }
            }
            Command::Open => effects.extend(self.choose_file(FilePurpose::OpenGame)),
            Command::OpenRecent(i) => {
                if let Some(path) = self.settings.recent_files().get(i).cloned() {
                    self.open_path(&path);
                }
            }
            Command::OpenPath(path) => self.open_path(&path),
            Command::ReopenAs(i) => {
                if let (Some(file), Some(enc)) = (self.shown_file(), crate::pgn::ENCODINGS.get(i)) {
                    let path = file.path().to_path_buf();
                    self.dialogs.game_list = None;
                    self.open_path_as(&path, Some(enc));
                }
            }
            Command::Save => match self.doc.source().map(|s| s.path().to_path_buf()) {
                Some(path) => self.save_to(&path),
                None => effects.extend(self.choose_file(FilePurpose::SaveGame)),
            },
            Command::SaveAs => effects.extend(self.choose_file(FilePurpose::SaveGame)),
            Command::ExportSheet => {
                if self.details_ready() {
                    effects.extend(self.choose_file(FilePurpose::ExportSheet));
                }
            }
            Command::FileChosen(purpose, path) => effects.extend(self.file_chosen(purpose, path)),
            Command::OpenChooser {
                purpose,
                name,
                system_failed,
            } => self.open_chooser(purpose, name, system_failed),
            Command::Chooser(message) => effects.extend(self.chooser_message(message)),
            Command::Print => self.open_print(crate::app::model::print_dialog::PrintWhat::Game),
            Command::PrintBlank => {
                self.open_print(crate::app::model::print_dialog::PrintWhat::Blank)
            }
            Command::PrintDialog(message) => effects.extend(self.print_message(message)),
            Command::About => self.dialogs.about = true,
            Command::AboutClose => self.dialogs.about = false,
            Command::RoundSheets => effects.extend(self.round_sheets()),
            Command::RoundDialog(message) => effects.extend(self.round_message(message)),
            Command::EditBoard => self.edit_board(),
            Command::Editor(message) => self.editor_message(message),
            Command::ShowGuide => {
                if self.dialogs.guide.is_none() {
                    self.dialogs.guide = Some(crate::app::model::guide_view::GuideView::open());
                }
            }
            Command::CloseGuide => self.dialogs.guide = None,
            Command::GuideSection(id) => {
                if let Some(guide) = &mut self.dialogs.guide {
                    guide.show(id);
                }
            }
            Command::ShowKeys => self.dialogs.keys = true,
            Command::CloseKeys => self.dialogs.keys = false,
            Command::CopyPgn => {
                effects.push(Effect::CopyToClipboard(crate::pgn::write_game(self.game())))
            }
            Command::CancelLoading => {
                let list = self.dialogs.game_list.as_ref().map(|l| l.file());
                if let Some(file) = self.dialogs.opening.as_ref().or(list) {
                    file.cancel();
                }
            }
            Command::GameFilterEdited(text) => {
                if let Some(list) = &mut self.dialogs.game_list {
                    list.set_filter(text);
                }
            }
            Command::PrintListed => self.print_listed(),
            Command::StartClock => self.start_clock(),
            Command::PauseClock => self.play.pause(),
            Command::ResumeClock => {
                self.play.resume();
                // What was typed while the clock was paused is played now.
                self.read_entry();
            }
            Command::AdjustClock(side, seconds) => self.adjust_clock(side, seconds),
            Command::ArbiterTakeBack => {
                self.dialogs.take_back = self.game().tree.mainline_len() > 0;
            }
            Command::TakeBackAnswer(answer) => {
                self.dialogs.take_back = false;
                if let Some(restore) = answer {
                    self.arbiter_take_back(restore);
                }
            }
            Command::ClaimDraw => self.claim_draw(),
            Command::Resign(side) => self.play.ask(Some(Confirm::Resign(side))),
            Command::OfferDraw => self.play.ask(Some(Confirm::Draw)),
            Command::Confirm(yes) => {
                let asked = self.play.confirm();
                self.play.ask(None);
                if yes {
                    match asked {
                        Some(Confirm::Resign(loser)) => self.finish(Ending::Resignation { loser }),
                        Some(Confirm::Draw) => self.finish(Ending::Agreement),
                        None => {}
                    }
                }
            }
            Command::Tick => {
                self.poll_picture();
                self.poll_round_photos();
                self.poll_pasting();
                self.poll_opening();
                self.poll_printing();
                self.check_flag();
                self.poll_engine();
                effects.extend(self.poll_saving());
            }
            Command::SwitchLanguage => self.settings.choose_lang(match self.lang() {
                Lang::En => Lang::Zh,
                Lang::Zh => Lang::En,
            }),
            Command::ListMode(mode) => self.settings.set_list_mode(mode),
            Command::SheetStyle(style) => self.settings.set_sheet_style(style),
            Command::SheetPaper(paper) => self.settings.set_paper(paper),
            Command::SheetCorrections(on) => self.settings.set_sheet_corrections(on),
            Command::ToggleTheme => effects.push(Effect::ToggleTheme),
            Command::Escape => {
                if self.board.promotion().is_some() {
                    self.board.clear();
                } else if !self.dialogs.close_top() {
                    // The guide, which does not take the keyboard, closes once the move box has nothing to clear.
                    if !self.entry.text().is_empty() || self.dialogs.guide.take().is_none() {
                        self.entry.clear();
                        self.board.select(None);
                    }
                }
            }
            Command::CloseRequested | Command::Exit => {
                if let Some(saving) = &self.saving {
                    // Never closed under a save: it is asked again once the file is written.
                    let shown = saving.path.display().to_string();
                    self.say(Message::problem(Key::StillSaving, &[&shown]));
                } else if self.is_dirty() {
                    self.dialogs.close = true;
                } else {
                    effects.push(Effect::Close);
                }
            }
            Command::DismissMessage => self.message = None,
            Command::ToggleEngine => self.toggle_engine(),
            Command::ChooseEngine => effects.extend(self.choose_file(FilePurpose::ChooseEngine)),
            Command::RestartEngine => self.start_engine(),
            Command::UseFoundEngine => {
                self.settings.set_engine_path(None);
                self.start_engine();
            }
            Command::EngineOptions(options) => self.set_engine_options(options),
            Command::AnalyseGame => self.analyse_game(),
            Command::CancelGameAnalysis => self.cancel_game_analysis(),
            Command::PerPosition(per) => self.settings.set_per_position(per),
            Command::PlayLine(moves) => self.play_line(&moves),
            Command::WriteAnalysis => self.write_analysis(),
            Command::FillOpening => self.fill_opening(),
        }
        // A move played past where a picture's reading stopped (the move meant there): the reading goes on.
        self.follow_picture();
        self.forget_what_is_over(before);
        self.note_effects(&effects);
        effects
    }

    /// The message goes when what it said is over (see `message.rs`): `before` is the game's revision and identity
    /// and the message before the command; what the command said itself stays.
    fn forget_what_is_over(&mut self, before: (u64, u64, Option<Message>)) {
        use crate::app::message::Lasts;
        let (revision, identity, said) = before;
        let Some(message) = &self.message else {
            return;
        };
        let old = said.as_ref().is_some_and(|said| message.is(said));
        let over = match message.lasts() {
            Lasts::WhileSaved => self.is_dirty(),
            Lasts::UntilChange => old && self.doc.revision() != revision,
            Lasts::WhileGame => old && self.doc.identity() != identity,
        };
        if over {
            self.message = None;
        }
    }

    pub(in crate::app) fn say(&mut self, message: Message) {
        self.message = Some(message);
    }

    /// Shows the position after `id`.
    pub(in crate::app) fn go_to(&mut self, id: crate::chess::NodeId) {
        self.doc.go_to(id);
        self.board.clear();
    }

    /// A step through the game; what was picked up on the board is put down when the board shows another move.
    fn step(&mut self, step: Step) {
        if self.doc.step(step).is_some() {
            self.board.clear();
        }
    }

    /// After undo or redo: the board shows the document's position, whatever was picked up is put down.
    fn after_history(&mut self) {
        self.board.clear();
        self.play.ask(None);
    }

    /// Another game in place of this one, asking first when this one has unsaved changes. It stays one undo away.
    pub(in crate::app) fn replace(&mut self, replacement: Replacement) {
        if self.is_dirty() {
            self.dialogs.replace = Some(replacement);
            return;
        }
        self.put(replacement);
    }

    pub(in crate::app) fn put(&mut self, r: Replacement) {
        self.doc.replace(r.game, r.source, r.unsaved);
        self.play.drop_clock();
        self.board.clear();
        self.entry.clear();
        if let Some(said) = r.said {
            self.say(said);
        }
    }

    /// A game left by a window that is gone, restored in this one: it is unsaved here, and its files now are this
    /// window's (stored under this window's name before the old ones go).
    fn restore_waiting(&mut self, index: usize) {
        if index >= self.dialogs.waiting.len() {
            return;
        }
        let waiting = self.dialogs.waiting.remove(index);
        self.restored(waiting.game.clone(), waiting.source.clone());
        for (field, text) in &waiting.typed {
            self.doc.set_detail(*field, text.clone());
        }
        if let Some(mut autosave) = self.autosave.take() {
            autosave.store(super::state::kept(&self.doc).as_ref());
            autosave.forget(waiting.id());
            if self.dialogs.waiting.is_empty() {
                autosave.release();
            }
            self.autosave = Some(autosave);
        }
    }

    /// Starts a clock for the game's time control (the Limit field), 90′ + 30″ when none is set.
    fn start_clock(&mut self) {
        let control = self
            .game()
            .tags
            .time_control()
            .or_else(|| crate::chess::TimeControl::from_pgn("5400+30"))
            .unwrap_or(crate::chess::TimeControl { stages: Vec::new() });
        if self.game().tags.get("TimeControl").is_none() {
            self.doc
                .set_tags(&[(crate::sheet::Field::Limit, control.to_pgn())]);
        }
        self.play.start_clock(&control);
    }

    /// Claims a draw when the position allows one.
    fn claim_draw(&mut self) {
        let verdict = judge(&self.doc.history_to_cursor());
        if let Some(&claim) = verdict.claims.first()
            && self.doc.at_mainline_end()
            && self.doc.ending().is_none()
        {
            self.finish(Ending::Claimed(claim));
        }
    }
}
