//! The game details: every field of the scoresheet form. A value that cannot be right is marked at its field with the
//! reason, and the game keeps no value for it meanwhile; values typed once are offered again.

use egui::{Color32, ComboBox, RichText, TextEdit, Ui};

use crate::app::command::Command;
use crate::app::state::AppState;
use crate::sheet::{Field, LIMIT_PRESETS};

/// The values offered for a field.
fn offers(state: &AppState, field: Field) -> Vec<String> {
    match field {
        Field::Limit => LIMIT_PRESETS.iter().map(|p| p.to_string()).collect(),
        Field::Result => ["1-0", "0-1", "1/2-1/2", "*"]
            .iter()
            .map(|p| p.to_string())
            .collect(),
        Field::Date => vec![crate::app::today()],
        _ => state.settings().remembered(field).to_vec(),
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

pub fn details(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let doc = state.document();
    egui::Grid::new("jipu-details")
        .num_columns(3)
        .spacing([6.0, 4.0])
        .show(ui, |ui| {
            for field in Field::ALL {
                let name = ui.label(label(state, field));
                let refused = doc
                    .refused()
                    .iter()
                    .find(|(f, _)| *f == field)
                    .map(|(_, e)| e.message(state.lang()));
                let mut text = doc.details().get(field).to_string();
                let mut edit = TextEdit::singleline(&mut text).desired_width(170.0);
                if refused.is_some() {
                    edit = edit.text_color(Color32::from_rgb(200, 40, 40));
                }
                let width = (ui.available_width() - 40.0).clamp(140.0, 240.0);
                let response = ui.add_sized([width, 20.0], edit).labelled_by(name.id);
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
                        .width(18.0)
                        .show_ui(ui, |ui| {
                            for offer in offers {
                                if ui.selectable_label(false, &offer).clicked() {
                                    commands.push(Command::SetDetail(field, offer));
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
                if let Some(why) = refused {
                    ui.label("");
                    ui.label(
                        RichText::new(why)
                            .small()
                            .color(Color32::from_rgb(200, 40, 40)),
                    );
                    ui.end_row();
                }
            }
        });
}
