//! Help › User's guide in the window (egui_kittest): opened from the Help menu and with F1, in the interface's
//! language, its sections listed and the one chosen shown with its screenshots; a language switch keeps the section;
//! moves can still be typed while it is open; Escape closes it. And the keys table of both guides lists every key of
//! Help › Keys, so the guide cannot drift from what the keys do.

use crate::common::window::{board_rect, english, harness, harness_sized, type_keys};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use jipu::Lang;
use jipu::app::{AppState, Command};
use jipu::guide::Guide;

/// Frames until nothing moves: a screenshot is decoded on another thread, with a spinner meanwhile.
fn settle(h: &mut Harness<'_, AppState>) {
    for _ in 0..500 {
        if h.try_run().is_ok() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    panic!("the window never settled: a screenshot of the guide never loaded");
}

fn shipped(lang: Lang) -> Guide {
    Guide::open_from(
        &[std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/guide")],
        lang,
    )
    .expect("the guide in the source tree")
}

#[test]
fn help_users_guide_shows_the_guide_in_the_interface_language() {
    let mut h = harness(english());
    h.get_by_label("Help").click();
    h.run();
    h.get_by_label_contains("User's guide").click();
    settle(&mut h);
    let en = shipped(Lang::En);
    let view = h.state().dialogs().guide().expect("the guide is open");
    let guide = view.guide(Lang::En).expect("the window found the guide");
    assert_eq!(
        guide.sections(),
        en.sections(),
        "the guide shown is the shipped one"
    );
    // The contents list every section; the first is shown.
    assert!(h.query_by_label("Contents").is_some());
    for section in en.sections() {
        assert!(
            h.query_all_by_label(&section.title).count() > 0,
            "`{}` is listed",
            section.title
        );
    }
    // A link in the text goes to its section: the first page's `[Printing](#print)`.
    h.get_by_label("Printing").click();
    settle(&mut h);
    assert_eq!(
        h.state().dialogs().guide().map(|g| g.section()),
        Some("print")
    );
    // A section chosen in the contents is shown: its heading twice (listed and as the page's title), its text.
    let clock = &en.sections()[en.position("clock").expect("a clock section")];
    // The contents' entry: the leftmost of the title's places (the first page links to the section too).
    h.query_all_by_label(&clock.title)
        .min_by(|a, b| a.rect().min.x.total_cmp(&b.rect().min.x))
        .expect("the section is listed")
        .click();
    settle(&mut h);
    assert_eq!(
        h.state().dialogs().guide().map(|g| g.section()),
        Some("clock")
    );
    // Its screenshots drawn from the guide's folder.
    assert!(!clock.images().is_empty());
    for name in clock.images() {
        let uri = format!("bytes://jipu-guide/en/{name}");
        let loaded = h.ctx.try_load_texture(
            &uri,
            egui::TextureOptions::default(),
            egui::load::SizeHint::default(),
        );
        match loaded {
            Ok(egui::load::TexturePoll::Ready { .. }) => {}
            Ok(egui::load::TexturePoll::Pending { .. }) => panic!("{name} is still loading"),
            Err(e) => panic!("{name} is not drawn: {e}"),
        }
    }
    assert_eq!(
        h.query_all_by_label(&clock.title).count(),
        2,
        "listed, and the page's title"
    );
    assert!(
        h.query_all_by_label_contains("Use a clock").count() > 0,
        "the section's text is shown"
    );
    // In Chinese, the same section in Chinese.
    let _ = h.state_mut().apply(Command::SwitchLanguage);
    settle(&mut h);
    let zh = shipped(Lang::Zh);
    let clock_zh = &zh.sections()[zh.position("clock").expect("a clock section")];
    assert_eq!(
        h.query_all_by_label(&clock_zh.title).count(),
        2,
        "{}",
        clock_zh.title
    );
    assert!(h.query_by_label("目录").is_some());
}

/// On a laptop's screen the guide opens beside the board, not over it: it can stay open while the game is typed.
#[test]
fn the_guide_opens_beside_the_board_on_a_laptop() {
    let mut h = harness_sized(english(), [1346.0, 690.0]);
    h.key_press(egui::Key::F1);
    settle(&mut h);
    let board = board_rect(&h);
    let contents = h.get_by_label("Contents").rect();
    assert!(
        contents.min.x >= board.max.x,
        "the guide's contents at x {} lie over the board, which ends at x {}",
        contents.min.x,
        board.max.x
    );
}

#[test]
fn the_guide_does_not_take_the_keyboard_and_escape_closes_it() {
    let mut h = harness(english());
    h.key_press(egui::Key::F1);
    settle(&mut h);
    assert!(h.state().dialogs().guide().is_some(), "F1 opens the guide");
    type_keys(&mut h, "e4 ");
    assert_eq!(
        jipu::notation::write_move_line(h.state().game(), jipu::notation::NotationStyle::En),
        "1. e4",
        "a move typed while the guide is open is played"
    );
    h.key_press(egui::Key::Escape);
    settle(&mut h);
    assert!(h.state().dialogs().guide().is_none(), "Escape closes it");
}

#[test]
fn both_guides_list_every_key_of_help_keys() {
    let h = harness(english());
    for lang in Lang::ALL {
        let guide = shipped(lang);
        let keys = &guide.sections()[guide.position("keys").expect("a keys section")].body;
        for command in jipu::app::KEYS.iter().map(|binding| &binding.command) {
            for key in command.keys() {
                let shown = h.ctx.format_shortcut(&key);
                assert!(
                    keys.contains(&format!("`{shown}`")),
                    "the {lang:?} guide lists `{shown}` ({})",
                    command.label(Lang::En)
                );
            }
        }
    }
}
