//! The game details: every field of the scoresheet form. A value that cannot be right is marked at its field (red, with
//! a sign) and said on the line under the form, which is always there, so no field moves when a message comes or goes;
//! the game keeps no value for it meanwhile. Values typed once are offered again; the time limit offers FIDE's
//! standard controls, rapid and blitz. Above the form, the game's opening (the last named position of its main line),
//! with the button that writes it into the `ECO` and `Opening` tags.

use egui::{ComboBox, RichText, TextEdit, Ui};

use crate::app::commands::command::Command;
use crate::app::session::state::AppState;
use crate::chess::TimeControl;
use crate::i18n::Key;
use crate::sheet::{Field, LIMIT_PRESETS};

/// A value offered for a field: what the list shows, and what goes into the field.
struct Offer {
    shown: String,
    value: String,
}

/// The name of a preset time control, by how long a game lasts (FIDE: standard, rapid, blitz).
fn kind_of(tc: &TimeControl) -> Key {
    let first = tc.stages.first();
    let base = first.map_or(0, |s| s.base.as_secs());
    let inc = first.map_or(0, |s| s.increment.as_secs());
    // FIDE's yardstick: the time for 60 moves.
    match base + 60 * inc {
        t if t >= 3600 => Key::StandardPlay,
        t if t > 600 => Key::RapidPlay,
        _ => Key::BlitzPlay,
    }
}

/// The values offered for a field.
fn offers(state: &AppState, field: Field) -> Vec<Offer> {
    let lang = state.lang();
    let plain = |v: &String| Offer {
        shown: v.clone(),
        value: v.clone(),
    };
    match field {
        Field::Limit => LIMIT_PRESETS
            .iter()
            .filter_map(|p| TimeControl::from_pgn(p))
            .map(|tc| Offer {
                shown: format!("{} · {}", tc, lang.text(kind_of(&tc))),
                value: tc.to_string(),
            })
            .chain([Offer {
                shown: lang.text(Key::CustomLimit).to_string(),
                value: String::new(),
            }])
            .collect(),
        Field::Result => ["1-0", "0-1", "1/2-1/2", "*"]
            .iter()
            .map(|r| plain(&r.to_string()))
            .collect(),
        Field::Date => {
            let mut dates = vec![crate::app::today(), crate::app::days_ago(1)];
            for d in state.settings().remembered(field) {
                if !dates.contains(d) {
                    dates.push(d.clone());
                }
            }
            dates.iter().map(plain).collect()
        }
        _ => state
            .settings()
            .remembered(field)
            .iter()
            .map(plain)
            .collect(),
    }
}

/// The label of a field as the form shows it (`White` or `Used` of which side).
fn label(state: &AppState, field: Field) -> String {
    let lang = state.lang();
    match field {
        Field::WhiteUsed => format!(
            "{} ({})",
            field.label(lang),
            lang.side(shakmaty::Color::White)
        ),
        Field::BlackUsed => format!(
            "{} ({})",
            field.label(lang),
            lang.side(shakmaty::Color::Black)
        ),
        _ => field.label(lang).to_string(),
    }
}

/// The game's opening, and the button that fills its tags (while they do not say it already): one line, always there,
/// so nothing below moves when the first move names an opening.
fn opening(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let height = ui
        .spacing()
        .interact_size
        .y
        .max(ui.text_style_height(&egui::TextStyle::Body) + 4.0);
    let mut child = super::reserved(ui, height, egui::Layout::left_to_right(egui::Align::Center));
    let ui = &mut child;
    let lang = state.lang();
    let game = state.game();
    ui.label(RichText::new(format!("{}:", lang.text(Key::Opening))).weak());
    let Some(opening) = crate::opening::opening_of_game(game, game.tree.mainline_end()) else {
        return;
    };
    let filled = game.tags.get("ECO") == Some(opening.eco())
        && game.tags.get("Opening") == Some(opening.name(crate::i18n::Lang::En));
    if !filled {
        // The button at the right end; the name takes what is left.
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button(Command::FillOpening.label(lang)).clicked() {
                commands.push(Command::FillOpening);
            }
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                ui.add(
                    egui::Label::new(format!("{} {}", opening.eco(), opening.name(lang)))
                        .truncate(),
                );
            });
        });
    } else {
        ui.add(egui::Label::new(format!("{} {}", opening.eco(), opening.name(lang))).truncate());
    }
}

pub fn details(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    opening(ui, state, commands);
    let doc = state.document();
    let lang = state.lang();
    let error = ui.visuals().error_fg_color;
    // Fixed widths from the panel's width: the form never widens the panel.
    let label_width = 96.0;
    let offer_width = 24.0;
    let field_width = (ui.available_width() - label_width - offer_width - 24.0).max(100.0);
    egui::Grid::new("jipu-details")
        .num_columns(3)
        .min_col_width(offer_width)
        .spacing([6.0, 4.0])
        .show(ui, |ui| {
            for field in Field::ALL {
                let refused = doc.refused().iter().any(|(f, _)| *f == field);
                let mut name_text = RichText::new(label(state, field));
                if refused {
                    name_text = name_text.color(error).strong();
                }
                let name =
                    ui.add_sized([label_width, 20.0], egui::Label::new(name_text).truncate());
                let mut text = doc.details().get(field).to_string();
                let mut edit = TextEdit::singleline(&mut text).desired_width(field_width);
                if field == Field::Limit {
                    // The form reads minutes (`90+30`), where PGN's TimeControl counts seconds: said in the field.
                    edit = edit.hint_text(lang.text(Key::LimitHint));
                }
                if refused {
                    edit = edit.text_color(error);
                }
                let response = ui.add_sized([field_width, 20.0], edit).labelled_by(name.id);
                crate::app::ui::probe::note(
                    ui.ctx(),
                    &format!("field {}", field.label(crate::i18n::Lang::En)),
                    response.rect,
                );
                if response.changed() {
                    commands.push(Command::SetDetail(field, text));
                }
                if response.lost_focus() {
                    commands.push(Command::DetailDone);
                }
                let offers = offers(state, field);
                if offers.is_empty() {
                    ui.label("");
                } else {
                    let id = ui.make_persistent_id(("offer", field.tag()));
                    let combo = ComboBox::from_id_salt(id)
                        .selected_text("")
                        .width(offer_width - 6.0)
                        .show_ui(ui, |ui| {
                            for offer in offers {
                                if ui.selectable_label(false, &offer.shown).clicked() {
                                    commands.push(Command::SetDetail(field, offer.value));
                                    commands.push(Command::DetailDone);
                                }
                            }
                        });
                    let name = format!("{} …", label(state, field));
                    combo.response.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name)
                    });
                }
                ui.end_row();
            }
        });
}

/// Under the form, outside its scrolled part so that it is always in sight: how a bare limit is read, and the line
/// for what is wrong with the form.
pub fn problems(ui: &mut Ui, state: &AppState) {
    let doc = state.document();
    let lang = state.lang();
    // The line for what is wrong with the form: always there, empty when all is well (a line more for each further
    // field that is wrong at the same time).
    let line_height = ui
        .spacing()
        .interact_size
        .y
        .max(ui.text_style_height(&egui::TextStyle::Body) + 4.0);
    // A limit typed as bare numbers (`1+0`) is said on that line as it is read, minutes then seconds.
    let limit = doc.details().get(Field::Limit).trim();
    let meaning = (!limit.is_empty()
        && limit
            .chars()
            .all(|c| c.is_ascii_digit() || c == '+' || c == ' ')
        && !doc.refused().iter().any(|(f, _)| *f == Field::Limit))
    .then(|| crate::sheet::parse_limit(limit).ok())
    .flatten()
    .map(|tc| lang.fill(Key::LimitMeaning, &[limit, &tc.to_string()]));
    let lines = doc.refused().len().max(1) as f32;
    let mut child = super::reserved(
        ui,
        line_height * lines,
        egui::Layout::top_down(egui::Align::Min),
    );
    {
        let ui = &mut child;
        ui.spacing_mut().item_spacing.y = 0.0;
        for (field, why) in doc.refused() {
            super::sign::problem_one_line(
                ui,
                &lang.labelled(field.label(lang), &why.message(lang)),
            );
        }
        if let Some(meaning) = meaning.filter(|_| doc.refused().is_empty()) {
            let shown = ui.add(egui::Label::new(RichText::new(meaning).weak()).truncate());
            crate::app::ui::probe::note(ui.ctx(), "limit meaning", shown.rect);
        }
    }
}
