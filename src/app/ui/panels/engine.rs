//! The analysis panel: the engine's evaluation of the board's position (White's view), the depth, the best lines in
//! the move list's notation — a click on a move of a line plays the line up to it —, the engine's options, and the
//! whole game's analysis (progress and Cancel while it runs; what it found, the moves it marked, Write into the game).
//! Without an engine it says how to get one; an engine that stopped or does not answer is said, with Restart. Also
//! the evaluation bar beside the board.

use egui::{Color32, RichText, Sense, Ui};
use shakmaty::{Chess, Color, Move, Position};

use crate::app::commands::command::Command;
use crate::app::model::settings::PerPosition;
use crate::app::session::state::AppState;
use crate::engine::{EngineOptions, Eval, Line, Mark, Status};
use crate::i18n::Key;
use crate::notation::{NotationStyle, write_move};

/// The colours of the marks, as Lichess draws them.
pub fn mark_color(mark: Mark) -> Color32 {
    match mark {
        Mark::Inaccuracy => Color32::from_rgb(0x56, 0xb4, 0xe9),
        Mark::Mistake => Color32::from_rgb(0xe6, 0x9f, 0x00),
        Mark::Blunder => Color32::from_rgb(0xdf, 0x53, 0x53),
    }
}

fn row_height(ui: &Ui) -> f32 {
    ui.spacing()
        .interact_size
        .y
        .max(ui.text_style_height(&egui::TextStyle::Body) + 4.0)
}

/// One row of exactly one line's height: nothing below moves when what it says changes.
fn row(ui: &mut Ui, add: impl FnOnce(&mut Ui)) {
    let height = row_height(ui);
    let mut child = super::reserved(ui, height, egui::Layout::left_to_right(egui::Align::Center));
    add(&mut child);
}

/// The whole panel.
pub fn engine_panel(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    let analysis = state.analysis();
    crate::app::ui::probe::note(ui.ctx(), "engine panel", ui.available_rect_before_wrap());
    let Some(live) = analysis.live() else {
        match analysis.problem() {
            Some(crate::engine::EngineError::NotFound) | None => {
                how_to_get_one(ui, state, commands)
            }
            Some(problem) => failed(ui, state, &problem.describe(lang), commands),
        }
        return;
    };
    let options = state.settings().engine_options();
    if let Status::Failed(problem) = live.status() {
        failed(ui, state, &problem.describe(lang), commands);
        return;
    }
    let pos = state.position();
    let lines = live.lines_of(pos);
    row(ui, |ui| match (live.status(), lines.first()) {
        (Status::Starting, _) => {
            ui.label(lang.fill(Key::EngineStarting, &[live.name()]));
        }
        _ if pos.legal_moves().is_empty() => {
            ui.label(RichText::new(lang.text(Key::NoMovesToAnalyse)).weak());
        }
        (_, Some(best)) => {
            let eval = ui.label(RichText::new(best.eval.to_string()).strong().size(18.0));
            crate::app::ui::probe::note(ui.ctx(), "evaluation", eval.rect);
            ui.label(RichText::new(lang.fill(Key::EngineDepth, &[&best.depth.to_string()])).weak());
            ui.add(egui::Label::new(RichText::new(live.name()).weak()).truncate());
        }
        (_, None) => {
            ui.label("…");
            ui.add(egui::Label::new(RichText::new(live.name()).weak()).truncate());
        }
    });
    let styles = state.list_mode().styles();
    for i in 0..options.lines as usize {
        row(ui, |ui| {
            if let Some(line) = lines.get(i) {
                engine_line(ui, pos, line, styles, commands);
            }
        });
    }
    options_row(ui, state, options, commands);
    ui.separator();
    game_analysis(ui, state, commands);
}

/// One best line: its evaluation, then its moves, each a button that plays the line up to it.
fn engine_line(
    ui: &mut Ui,
    pos: &Chess,
    line: &Line,
    styles: &[NotationStyle],
    commands: &mut Vec<Command>,
) {
    ui.spacing_mut().item_spacing.x = 4.0;
    ui.add_sized(
        [52.0, 18.0],
        egui::Label::new(RichText::new(line.eval.to_string()).monospace().strong()),
    );
    for (i, text) in written_line(pos, &line.moves, styles)
        .into_iter()
        .enumerate()
    {
        let response = ui.add(egui::Label::new(text).sense(Sense::click()));
        if response.hovered() {
            ui.painter().rect_stroke(
                response.rect.expand(1.0),
                2.0,
                ui.visuals().widgets.hovered.fg_stroke,
                egui::StrokeKind::Outside,
            );
        }
        if response.clicked() {
            commands.push(Command::PlayLine(line.moves[..=i].to_vec()));
        }
    }
}

/// The moves of a line from `pos`, numbered as a move list numbers them (`8. Bxf7+`, `8... Ke7`), each written in
/// the list's styles (`Nf3 马f3` when both).
pub fn written_line(pos: &Chess, moves: &[Move], styles: &[NotationStyle]) -> Vec<String> {
    let mut pos = pos.clone();
    let mut out = Vec::with_capacity(moves.len());
    for (i, &m) in moves.iter().enumerate() {
        let mut spellings: Vec<String> = Vec::new();
        for &style in styles {
            let mut written = write_move(&pos, m, style);
            if styles.len() > 1 && m.is_castle() {
                written = written.replace('O', "0");
            }
            if !spellings.contains(&written) {
                spellings.push(written);
            }
        }
        let number = pos.fullmoves();
        let text = match (pos.turn(), i) {
            (Color::White, _) => format!("{number}. {}", spellings.join(" ")),
            (Color::Black, 0) => format!("{number}... {}", spellings.join(" ")),
            (Color::Black, _) => spellings.join(" "),
        };
        out.push(text);
        pos.play_unchecked(m);
    }
    out
}

/// Lines shown (MultiPV), threads, hash.
fn options_row(ui: &mut Ui, state: &AppState, options: EngineOptions, commands: &mut Vec<Command>) {
    let lang = state.lang();
    row(ui, |ui| {
        ui.label(RichText::new(lang.text(Key::EngineLines)).small().weak());
        for n in 1..=3 {
            if ui
                .selectable_label(options.lines == n, n.to_string())
                .clicked()
                && options.lines != n
            {
                commands.push(Command::EngineOptions(EngineOptions {
                    lines: n,
                    ..options
                }));
            }
        }
        ui.separator();
        let label = ui.label(RichText::new(lang.text(Key::EngineThreads)).small().weak());
        let mut threads = options.threads;
        if ui
            .add(egui::DragValue::new(&mut threads).range(1..=64))
            .labelled_by(label.id)
            .changed()
        {
            commands.push(Command::EngineOptions(EngineOptions { threads, ..options }));
        }
        let label = ui.label(RichText::new(lang.text(Key::EngineHash)).small().weak());
        let mut hash = options.hash_mb;
        if ui
            .add(egui::DragValue::new(&mut hash).range(16..=4096).speed(16))
            .labelled_by(label.id)
            .changed()
        {
            commands.push(Command::EngineOptions(EngineOptions {
                hash_mb: hash,
                ..options
            }));
        }
    });
}

/// "Analyse the game", its progress and Cancel, and what it found.
fn game_analysis(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    let analysis = state.analysis();
    let moves = crate::engine::analysable_moves(state.game());
    let report = analysis.report_for(state.game().start(), &moves);
    row(ui, |ui| match analysis.progress() {
        Some((done, total)) => {
            let text = lang.fill(Key::AnalysingGame, &[&done.to_string(), &total.to_string()]);
            let cancel = ui.button(Command::CancelGameAnalysis.label(lang));
            crate::app::ui::probe::note(ui.ctx(), "cancel analysis", cancel.rect);
            if cancel.clicked() {
                commands.push(Command::CancelGameAnalysis);
            }
            ui.add(
                egui::ProgressBar::new(done as f32 / total.max(1) as f32)
                    .text(text)
                    .desired_width(ui.available_width()),
            );
        }
        None => {
            let button = ui.add_enabled(
                !moves.is_empty(),
                egui::Button::new(Command::AnalyseGame.label(lang)),
            );
            crate::app::ui::probe::note(ui.ctx(), "analyse the game", button.rect);
            if button.clicked() {
                commands.push(Command::AnalyseGame);
            }
            let name = lang.text(Key::EachPosition);
            ui.label(RichText::new(name).small().weak());
            let per = state.settings().per_position();
            let combo = egui::ComboBox::from_id_salt("jipu-per-position")
                .selected_text(per.label(lang))
                .show_ui(ui, |ui| {
                    for choice in PerPosition::CHOICES {
                        if ui
                            .selectable_label(choice == per, choice.label(lang))
                            .clicked()
                        {
                            commands.push(Command::PerPosition(choice));
                        }
                    }
                });
            combo
                .response
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, name));
        }
    });
    if let Some(problem) = analysis.run_problem() {
        super::sign::problem_one_line(ui, &problem.describe(lang));
    }
    let Some(report) = report else {
        return;
    };
    row(ui, |ui| {
        let [inaccuracies, mistakes, blunders] = report.counts().map(|n| n.to_string());
        if report.is_complete() {
            ui.label(lang.fill(Key::GameMarks, &[&inaccuracies, &mistakes, &blunders]));
        } else if analysis.progress().is_none() {
            let done = report.analysis().positions.len().to_string();
            let total = (moves.len() + 1).to_string();
            ui.label(lang.fill(Key::AnalysisStopped, &[&done, &total]));
        }
    });
    // On a row of its own: beside the count it was cut off at the panel's edge in English.
    if report.is_complete() && analysis.progress().is_none() {
        row(ui, |ui| {
            let write = ui
                .button(Command::WriteAnalysis.label(lang))
                .on_hover_text(lang.text(Key::WriteAnalysisHint));
            crate::app::ui::probe::note(ui.ctx(), "write analysis", write.rect);
            if write.clicked() {
                commands.push(Command::WriteAnalysis);
            }
        });
    }
    marked_moves(ui, state, report, commands);
}

/// The marked moves, each a button that goes there; the engine's choice under the mouse.
fn marked_moves(
    ui: &mut Ui,
    state: &AppState,
    report: &crate::app::Report,
    commands: &mut Vec<Command>,
) {
    let lang = state.lang();
    let game = state.game();
    let mainline = game.tree.mainline();
    let styles = state.list_mode().styles();
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        for marked in report.marks() {
            let Some(&id) = mainline.get(marked.ply) else {
                continue;
            };
            let before =
                game.position_at(game.tree.parent(id).unwrap_or(crate::chess::NodeId::ROOT));
            let mut text = written_line(&before, &[marked.played], styles).join(" ");
            text.push_str(marked.mark.glyph());
            let best = written_line(
                &before,
                &marked.best_line[..marked.best_line.len().min(1)],
                styles,
            )
            .join(" ");
            let name = lang.text(match marked.mark {
                Mark::Inaccuracy => Key::Inaccuracy,
                Mark::Mistake => Key::Mistake,
                Mark::Blunder => Key::Blunder,
            });
            let response = ui.add(
                egui::Label::new(RichText::new(&text).color(mark_color(marked.mark)))
                    .sense(Sense::click()),
            );
            crate::app::ui::probe::note(ui.ctx(), &text, response.rect);
            let response = response.on_hover_text(format!(
                "{name} {} → {} · {}",
                marked.before,
                marked.after,
                lang.fill(Key::BestWas, &[&best])
            ));
            if response.clicked() {
                commands.push(Command::GoTo(id));
            }
        }
    });
}

/// No engine: how to get one, and the button to choose one.
fn how_to_get_one(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    ui.label(RichText::new(lang.text(Key::EngineNotFound)).strong());
    let how = ui.label(lang.text(Key::HowToGetEngine));
    crate::app::ui::probe::note(ui.ctx(), "how to get an engine", how.rect);
    ui.horizontal(|ui| {
        choose_button(ui, state, commands);
        if ui.button(Command::RestartEngine.label(lang)).clicked() {
            commands.push(Command::RestartEngine);
        }
    });
}

/// The engine stopped, does not answer, or cannot start: said, with Restart and Choose.
fn failed(ui: &mut Ui, state: &AppState, problem: &str, commands: &mut Vec<Command>) {
    super::sign::problem_line(ui, problem);
    ui.horizontal(|ui| {
        let restart = ui.button(Command::RestartEngine.label(state.lang()));
        crate::app::ui::probe::note(ui.ctx(), "restart engine", restart.rect);
        if restart.clicked() {
            commands.push(Command::RestartEngine);
        }
        choose_button(ui, state, commands);
        // An engine chosen that fails, where Stockfish is installed: the way back to it.
        let chosen = state
            .settings()
            .engine_path()
            .map(std::path::Path::to_path_buf);
        let found = state.analysis().found_stockfish();
        if chosen.is_some() && found.is_some() && chosen != found {
            let back = ui.button(Command::UseFoundEngine.label(state.lang()));
            crate::app::ui::probe::note(ui.ctx(), "use found engine", back.rect);
            if back.clicked() {
                commands.push(Command::UseFoundEngine);
            }
        }
    });
}

fn choose_button(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    if ui
        .button(Command::ChooseEngine.label(state.lang()))
        .clicked()
    {
        commands.push(Command::ChooseEngine);
    }
}

/// The evaluation of the board's position, for the bar: the engine's best line's.
pub fn shown_eval(state: &AppState) -> Option<Eval> {
    let live = state.analysis().live()?;
    live.lines_of(state.position()).first().map(|l| l.eval)
}

/// The bar beside the board: White's share from the bottom (from the top when the board is turned), the evaluation
/// written at the end of the side that is better.
pub fn eval_bar(ui: &mut Ui, state: &AppState, width: f32, height: f32) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, height), Sense::hover());
    let eval = shown_eval(state);
    let name = state.lang().text(Key::EvalBar).to_string();
    let value = eval.map(|e| e.to_string()).unwrap_or_default();
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &name);
        info.value = eval.map(|e| f64::from(e.white_share()));
        info.current_text_value = Some(value.clone());
        info
    });
    crate::app::ui::probe::note(ui.ctx(), "evaluation bar", rect);
    let painter = ui.painter();
    let dark = Color32::from_gray(60);
    let light = Color32::from_gray(235);
    painter.rect_filled(rect, 2.0, dark);
    let share = eval.map_or(0.5, Eval::white_share);
    let white_h = rect.height() * share;
    let white = if state.flipped() {
        egui::Rect::from_min_size(rect.min, egui::vec2(rect.width(), white_h))
    } else {
        egui::Rect::from_min_max(egui::pos2(rect.min.x, rect.max.y - white_h), rect.max)
    };
    painter.rect_filled(white, 2.0, light);
    painter.hline(
        rect.x_range(),
        rect.center().y,
        egui::Stroke::new(1.0, Color32::from_rgb(200, 60, 60)),
    );
    if let Some(eval) = eval {
        let text = match eval {
            Eval::Cp(cp) => format!("{:.1}", f64::from(cp.unsigned_abs()) / 100.0),
            Eval::Mate { moves, .. } => format!("M{moves}"),
        };
        let white_better = share >= 0.5;
        let at_bottom = white_better != state.flipped();
        let (pos, align) = if at_bottom {
            (
                egui::pos2(rect.center().x, rect.max.y - 2.0),
                egui::Align2::CENTER_BOTTOM,
            )
        } else {
            (
                egui::pos2(rect.center().x, rect.min.y + 2.0),
                egui::Align2::CENTER_TOP,
            )
        };
        let color = if white_better { dark } else { light };
        painter.text(pos, align, text, egui::FontId::proportional(9.0), color);
    }
}
