//! The print dialog: a preview of the page drawn from the same sheet layout the PDF is made of (what you see is what
//! prints), the printers CUPS knows (default first), copies, paper, notation, this game or blank forms. The Print
//! button has the keyboard when the dialog opens, so Ctrl+P then Enter prints. Without a printer, Save as PDF and
//! Open in the viewer remain.

use crate::app::commands::dialog_messages::PrintMessage;
use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Stroke, Ui, vec2};

use crate::app::commands::command::{Command, style_name};
use crate::app::model::print_dialog::{PrintWhat, Printers};
use crate::app::session::state::AppState;
use crate::i18n::Key;
use crate::notation::NotationStyle;
use crate::sheet::{Mark, Page, Paper};

/// Points in a millimetre (for text sizes given in points).
const PT_PER_MM: f32 = 72.0 / 25.4;

/// Draws one page of a sheet into `rect`, scaled to fit: white paper, its lines and texts.
fn draw_page(ui: &Ui, page: &Page, rect: Rect) {
    let scale = (rect.width() / page.width_mm).min(rect.height() / page.height_mm);
    let size = vec2(page.width_mm, page.height_mm) * scale;
    let paper = Rect::from_min_size(rect.center() - size / 2.0, size);
    let painter = ui.painter_at(paper);
    painter.rect_filled(paper, 0.0, Color32::WHITE);
    let at = |x: f32, y: f32| Pos2::new(paper.min.x + x * scale, paper.min.y + y * scale);
    for mark in &page.marks {
        match mark {
            Mark::Line {
                x1,
                y1,
                x2,
                y2,
                width_pt,
            } => {
                let width = (width_pt / PT_PER_MM * scale).max(0.5);
                painter.line_segment(
                    [at(*x1, *y1), at(*x2, *y2)],
                    Stroke::new(width, Color32::BLACK),
                );
            }
            Mark::Text {
                x,
                y,
                size_pt,
                text,
            } => {
                // The layout places text by its baseline; the descent below it is about a fifth of the size.
                let px = size_pt / PT_PER_MM * scale;
                painter.text(
                    at(*x, *y) + vec2(0.0, px * 0.22),
                    Align2::LEFT_BOTTOM,
                    text,
                    FontId::proportional(px.max(1.0)),
                    Color32::BLACK,
                );
            }
        }
    }
}

pub fn print_dialog(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let Some(dialog) = state.dialogs().print() else {
        return;
    };
    let lang = state.lang();
    let sheet = state.sheet_to_print();
    let mut open = true;
    let screen = ui.ctx().content_rect();
    egui::Window::new(lang.text(Key::PrintSheet))
        .id(egui::Id::unique("jipu-print"))
        .open(&mut open)
        .collapsible(false)
        .pivot(Align2::CENTER_CENTER)
        .default_pos(screen.center())
        .default_width((screen.width() - 40.0).min(820.0))
        .show(ui.ctx(), |ui| {
            ui.horizontal_top(|ui| {
                // The preview: the page as it prints, and which page.
                let height = (screen.height() - 200.0).clamp(200.0, 560.0);
                let width = height * 210.0 / 297.0;
                ui.vertical(|ui| {
                    let (rect, preview) =
                        ui.allocate_exact_size(vec2(width, height), Sense::hover());
                    let pages = sheet.as_ref().map_or(0, |s| s.pages.len());
                    let page = dialog.page().min(pages.saturating_sub(1));
                    match sheet.as_ref().and_then(|s| s.pages.get(page)) {
                        Some(p) => draw_page(ui, p, rect),
                        None => {
                            ui.painter().rect_filled(rect, 0.0, Color32::from_gray(200));
                        }
                    }
                    let name = lang.text(Key::PrintPreview);
                    preview
                        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, name));
                    ui.horizontal(|ui| {
                        if ui.add_enabled(page > 0, egui::Button::new("◀")).clicked() {
                            commands.push(Command::PrintDialog(PrintMessage::Page(page - 1)));
                        }
                        ui.label(lang.fill(
                            Key::PageOf,
                            &[&(page + 1).to_string(), &pages.max(1).to_string()],
                        ));
                        if ui
                            .add_enabled(page + 1 < pages, egui::Button::new("▶"))
                            .clicked()
                        {
                            commands.push(Command::PrintDialog(PrintMessage::Page(page + 1)));
                        }
                    });
                });
                ui.separator();
                ui.vertical(|ui| settings(ui, state, commands));
            });
        });
    if !open {
        commands.push(Command::PrintDialog(PrintMessage::Close));
    }
}

/// The right side: printer, copies, paper, notation, what, and the buttons.
fn settings(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let Some(dialog) = state.dialogs().print() else {
        return;
    };
    let lang = state.lang();
    let options = state.sheet_options();
    egui::Grid::new("jipu-print-settings")
        .num_columns(2)
        .spacing([8.0, 6.0])
        .show(ui, |ui| {
            let printer_label = ui.label(lang.text(Key::Printer));
            match dialog.printers() {
                Printers::Asking(_) => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(lang.text(Key::FindingPrinters));
                    });
                }
                Printers::Known(list) => {
                    let name = |p: &crate::printer::Printer| {
                        let mut name = p.name.clone();
                        if p.is_default {
                            name.push_str(&format!(" ({})", lang.text(Key::DefaultPrinter)));
                        }
                        if !p.accepting {
                            name.push_str(&format!(" — {}", lang.text(Key::NotAcceptingShort)));
                        }
                        name
                    };
                    let chosen = dialog.printer().map(name).unwrap_or_default();
                    egui::ComboBox::from_id_salt("jipu-printer")
                        .selected_text(chosen)
                        .show_ui(ui, |ui| {
                            for (i, p) in list.iter().enumerate() {
                                if ui.selectable_label(i == dialog.chosen(), name(p)).clicked() {
                                    commands
                                        .push(Command::PrintDialog(PrintMessage::ChoosePrinter(i)));
                                }
                            }
                        })
                        .response
                        .labelled_by(printer_label.id);
                }
                Printers::Unavailable(e) => {
                    ui.label(RichText::new(e.message(lang)).color(ui.visuals().warn_fg_color));
                }
            }
            ui.end_row();
            let copies_label = ui.label(lang.text(Key::Copies));
            let mut copies = dialog.copies();
            let field = ui
                .add(egui::DragValue::new(&mut copies).range(1..=99))
                .labelled_by(copies_label.id);
            if field.changed() {
                commands.push(Command::PrintDialog(PrintMessage::Copies(copies)));
            }
            ui.end_row();
            ui.label(lang.text(Key::Paper));
            ui.horizontal(|ui| {
                for paper in [Paper::A4, Paper::Letter] {
                    let command = Command::SheetPaper(paper);
                    if ui
                        .radio(options.paper == paper, command.label(lang))
                        .clicked()
                    {
                        commands.push(command);
                    }
                }
            });
            ui.end_row();
            let notation_label = ui.label(lang.text(Key::SheetNotation));
            egui::ComboBox::from_id_salt("jipu-print-notation")
                .selected_text(style_name(options.style, lang))
                .show_ui(ui, |ui| {
                    for style in NotationStyle::ALL {
                        if ui
                            .selectable_label(options.style == style, style_name(style, lang))
                            .clicked()
                        {
                            commands.push(Command::SheetStyle(style));
                        }
                    }
                })
                .response
                .labelled_by(notation_label.id);
            ui.end_row();
            // What the paper sheet had where the game was repaired: printed only when asked.
            ui.label("");
            let mut corrections = options.corrections;
            if ui
                .checkbox(&mut corrections, lang.text(Key::PrintCorrections))
                .changed()
            {
                commands.push(Command::SheetCorrections(corrections));
            }
            ui.end_row();
            ui.label(lang.text(Key::PrintWhat));
            ui.vertical(|ui| {
                if dialog.what() == PrintWhat::Several {
                    let pages = state.sheet_to_print().map_or(0, |s| s.pages.len());
                    let _ = ui.radio(true, lang.fill(Key::RoundBoards, &[&pages.to_string()]));
                }
                if ui
                    .radio(dialog.what() == PrintWhat::Game, lang.text(Key::ThisGame))
                    .clicked()
                {
                    commands.push(Command::PrintDialog(PrintMessage::WhatIs(PrintWhat::Game)));
                }
                ui.horizontal(|ui| {
                    let blank = ui.radio(
                        dialog.what() == PrintWhat::Blank,
                        lang.text(Key::BlankForms),
                    );
                    if blank.clicked() {
                        commands.push(Command::PrintDialog(PrintMessage::WhatIs(PrintWhat::Blank)));
                    }
                    let mut count = dialog.blank_count();
                    let field = ui
                        .add(egui::DragValue::new(&mut count).range(1..=500))
                        .labelled_by(blank.id);
                    if field.changed() {
                        commands.push(Command::PrintDialog(PrintMessage::BlankCount(count)));
                    }
                });
            });
            ui.end_row();
        });
    if let Some(problem) = dialog.problem() {
        super::sign::problem_line(ui, &problem.text(lang));
    }
    ui.add_space(8.0);
    let can_print =
        dialog.printer().is_some_and(|p| p.accepting) && state.sheet_to_print().is_some();
    ui.horizontal(|ui| {
        if dialog.is_sending() {
            ui.spinner();
            ui.label(lang.text(Key::Sending));
        }
        let print = ui.add_enabled(
            can_print && !dialog.is_sending(),
            egui::Button::new(lang.text(Key::PrintButton)),
        );
        if can_print {
            crate::app::ui::probe::note(ui.ctx(), "print button", print.rect);
        }
        if dialog.wants_focus() && can_print {
            print.request_focus();
            commands.push(Command::PrintDialog(PrintMessage::Focused));
        }
        if print.clicked() {
            commands.push(Command::PrintDialog(PrintMessage::Send));
        }
        if ui.button(lang.text(Key::SaveAsPdf)).clicked() {
            commands.push(Command::PrintDialog(PrintMessage::SaveAs));
        }
        if ui.button(lang.text(Key::OpenInViewer)).clicked() {
            commands.push(Command::PrintDialog(PrintMessage::InViewer));
        }
        if ui.button(lang.text(Key::Cancel)).clicked() {
            commands.push(Command::PrintDialog(PrintMessage::Close));
        }
    });
}
