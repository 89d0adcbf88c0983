//! Help › User's guide: the guide in the interface's language, in a window of its own — its sections listed on the
//! left, the one chosen on the right, drawn from its Markdown by egui_commonmark with its screenshots. Nothing
//! outside the window is needed (no browser, no viewer). It does not take the keyboard: moves can be typed and
//! played while it is open, as the guide describes them.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use egui::{Id, RichText, ScrollArea, Ui};
use egui_commonmark::{CommonMarkCache, CommonMarkViewer};

use crate::app::commands::command::Command;
use crate::app::session::state::AppState;
use crate::guide::{Guide, Section};
use crate::i18n::{Key, Lang};

/// What the Markdown viewer keeps between frames, and the pictures already handed to egui. A drawing cache, not
/// the program's state (which section is shown is in `GuideView`).
#[derive(Default)]
struct Drawn {
    markdown: CommonMarkCache,
    pictures: HashSet<String>,
}

type Shared = Arc<Mutex<Drawn>>;

pub fn guide(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let Some(view) = state.dialogs().guide() else {
        return;
    };
    let lang = state.lang();
    let mut open = true;
    let screen = ui.ctx().content_rect();
    // Beside the board, so that it can stay open while the user plays or types: the right half of a wide window
    // (over the side panel, the board left in sight); the whole window, less a margin, on a narrow one.
    let beside = screen.width() >= 1000.0;
    let width = if beside {
        (screen.width() * 0.5).clamp(500.0, 980.0)
    } else {
        (screen.width() - 40.0).clamp(300.0, 980.0)
    };
    let size = [width, (screen.height() - 80.0).clamp(240.0, 760.0)];
    let (pivot, place) = if beside {
        (
            egui::Align2::RIGHT_TOP,
            screen.right_top() + egui::vec2(-12.0, 40.0),
        )
    } else {
        (egui::Align2::CENTER_CENTER, screen.center())
    };
    let window = egui::Window::new(lang.text(Key::GuideMenu))
        .id(Id::unique("jipu-guide"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_size(size)
        .pivot(pivot)
        .default_pos(place)
        .show(ui.ctx(), |ui| match view.guide(lang) {
            Ok(guide) => pages(ui, guide, lang, view.section(), commands),
            Err(error) => {
                ui.label(error.describe(lang));
            }
        });
    if let Some(window) = window {
        crate::app::ui::probe::note(ui.ctx(), "guide", window.response.rect);
    }
    if !open {
        commands.push(Command::CloseGuide);
    }
}

/// The contents on the left, the section shown on the right.
fn pages(ui: &mut Ui, guide: &Guide, lang: Lang, shown: &str, commands: &mut Vec<Command>) {
    let shown = guide.position(shown).unwrap_or(0);
    let height = ui.available_height();
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(190.0);
            ui.label(RichText::new(lang.text(Key::GuideContents)).strong());
            ScrollArea::vertical()
                .id_salt("jipu-guide-contents")
                .max_height(height - 24.0)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    for (i, section) in guide.sections().iter().enumerate() {
                        let entry = ui.selectable_label(i == shown, &section.title);
                        crate::app::ui::probe::note(
                            ui.ctx(),
                            &format!("guide:{}", section.id),
                            entry.rect,
                        );
                        if entry.clicked() && i != shown {
                            commands.push(Command::GuideSection(section.id.clone()));
                        }
                    }
                });
        });
        ui.separator();
        ui.vertical(|ui| {
            if let Some(section) = guide.sections().get(shown) {
                page(ui, guide, section, lang, height, commands);
            }
        });
    });
}

/// One section: its title and its Markdown, scrolled on its own (a section opens at its top).
fn page(
    ui: &mut Ui,
    guide: &Guide,
    section: &Section,
    lang: Lang,
    height: f32,
    commands: &mut Vec<Command>,
) {
    let drawn: Shared = ui.ctx().data_mut(|d| {
        d.get_temp_mut_or_default::<Shared>(Id::unique("jipu-guide-drawn"))
            .clone()
    });
    let Ok(mut drawn) = drawn.lock() else {
        return;
    };
    let base = format!("bytes://jipu-guide/{}/", crate::guide::lang_folder(lang));
    hand_pictures(ui.ctx(), guide, section, &base, &mut drawn.pictures);
    for other in guide.sections() {
        drawn.markdown.add_link_hook(format!("#{}", other.id));
    }
    ScrollArea::vertical()
        .id_salt(("jipu-guide-page", lang, &section.id))
        .max_height(height)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.heading(&section.title);
            ui.add_space(4.0);
            CommonMarkViewer::new()
                .default_implicit_uri_scheme(base.clone())
                .max_image_width(Some(ui.available_width().max(200.0) as usize))
                .show(ui, &mut drawn.markdown, &section.body);
        });
    for other in guide.sections() {
        if drawn.markdown.get_link_hook(&format!("#{}", other.id)) == Some(true) {
            commands.push(Command::GuideSection(other.id.clone()));
        }
    }
    // For the tests that drive the installed program: each picture of the page that egui could draw.
    if !crate::app::ui::probe::enabled() {
        return;
    }
    for name in section.images() {
        let uri = format!("{base}{name}");
        let ready = matches!(
            ui.ctx().try_load_texture(
                &uri,
                egui::TextureOptions::default(),
                egui::load::SizeHint::default()
            ),
            Ok(egui::load::TexturePoll::Ready { .. })
        );
        if ready {
            crate::app::ui::probe::note(ui.ctx(), &format!("guide-picture:{name}"), ui.min_rect());
        }
    }
}

/// The section's pictures, read from the guide's folder and handed to egui once each (a picture that cannot be read
/// shows as egui's broken image, with the reason on hover).
fn hand_pictures(
    ctx: &egui::Context,
    guide: &Guide,
    section: &Section,
    base: &str,
    handed: &mut HashSet<String>,
) {
    for name in section.images() {
        let uri = format!("{base}{name}");
        if handed.contains(&uri) {
            continue;
        }
        if let Ok(bytes) = std::fs::read(guide.folder().join(name)) {
            ctx.include_bytes(uri.clone(), bytes);
        }
        handed.insert(uri);
    }
}
