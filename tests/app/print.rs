//! The print dialog in the window: Ctrl+P shows a preview of the page drawn from the sheet's own layout; the default
//! printer is chosen and the Print button has the keyboard, so Enter prints; Escape cancels — in English and Chinese.
//! Printing itself needs CUPS with a default queue (`.ci/run` sets one up); without it that part is skipped, except
//! under CI.

use crate::common::window::*;
use egui::Modifiers;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use jipu::Lang;
use jipu::app::PrintMessage;
use jipu::app::{AppState, MoveListMode, Settings};

fn window(lang: Lang) -> Harness<'static, AppState> {
    let mut settings = Settings::new(lang);
    settings.set_list_mode(MoveListMode::of_lang(lang));
    let state = AppState::with_settings(settings).with_game(game(
        "[White \"王一鸣\"]\n[Black \"Li Er\"]\n1. e4 e5 2. Nf3 Nc6 *",
    ));
    harness_sized(state, [1280.0, 900.0])
}

fn cups_here() -> bool {
    std::process::Command::new("sh")
        .args([
            "-c",
            "lpstat -r 2>/dev/null | grep -q 'scheduler is running' && lpstat -d | grep -q PDF",
        ])
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn ctrl_p_shows_a_preview_of_the_page_and_escape_cancels_in_both_languages() {
    for (lang, preview, page) in [
        (Lang::En, "Preview of the page", "page 1 of 1"),
        (Lang::Zh, "页面预览", "第 1 页，共 1 页"),
    ] {
        let mut h = window(lang);
        h.key_press_modifiers(Modifiers::COMMAND, egui::Key::P);
        // The dialog asks CUPS for its printers meanwhile (a spinner): frames are stepped until it has answered.
        h.step();
        wait_for_printers(&mut h);
        h.run();
        assert!(
            h.state().dialogs().print().is_some(),
            "{lang:?}: the dialog is open"
        );
        assert!(h.query_by_label(preview).is_some(), "{lang:?}: a preview");
        assert!(h.query_by_label(page).is_some(), "{lang:?}: which page");
        let sheet = h.state().sheet_to_print().expect("a sheet to print");
        assert!(
            sheet.pages[0].texts().any(|t| t.contains("王一鸣")),
            "the preview is the sheet's layout, with the game in it"
        );
        h.key_press(egui::Key::Escape);
        h.run();
        assert!(
            h.state().dialogs().print().is_none(),
            "{lang:?}: Escape cancels"
        );
    }
}

#[test]
fn ctrl_p_then_enter_prints_on_the_default_printer() {
    if !cups_here() {
        assert!(
            std::env::var("CI").is_err(),
            "printing needs CUPS with a default PDF queue"
        );
        eprintln!("skipped: no CUPS with a default PDF queue here");
        return;
    }
    for (lang, sent) in [
        (Lang::En, "Sent to PDF (job "),
        (Lang::Zh, "已发送到 PDF（任务 "),
    ] {
        let mut h = window(lang);
        h.key_press_modifiers(Modifiers::COMMAND, egui::Key::P);
        h.step();
        wait_for_printers(&mut h);
        let default = h
            .state()
            .dialogs()
            .print()
            .and_then(|d| d.printer())
            .map(|p| p.name.clone());
        assert_eq!(
            default.as_deref(),
            Some("PDF"),
            "the default printer is chosen"
        );
        // The Print button takes the keyboard in the frame after the printers are known, as a person sees it: Enter
        // is pressed once it has (pressed in the same frame, it went nowhere now and then).
        for _ in 0..20 {
            if !h.state().dialogs().print().is_some_and(|d| d.wants_focus()) {
                break;
            }
            h.step();
        }
        h.key_press(egui::Key::Enter);
        h.step();
        // Up to 30 s, beyond the 20 s the program gives `lp` (a CUPS busy with another test's job may be slow).
        for _ in 0..600 {
            h.step();
            if h.state().dialogs().print().is_none() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        let said = h.state().message_text().unwrap_or_default();
        let open = h.state().dialogs().print().is_some();
        assert!(
            said.starts_with(sent),
            "{lang:?}: {said} (the print dialog still open: {open})"
        );
    }
}

#[test]
fn save_as_pdf_of_a_refused_sheet_says_why_in_the_dialog_before_asking_for_a_file() {
    let mut h = window(Lang::En);
    h.state_mut().apply(jipu::app::Command::SetDetail(
        jipu::sheet::Field::Date,
        "2024-02-30".into(),
    ));
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::P);
    // The dialog asks CUPS for its printers meanwhile (a spinner): frames are stepped, not run to rest.
    h.step();
    let effects = h
        .state_mut()
        .apply(jipu::app::Command::PrintDialog(PrintMessage::SaveAs));
    h.step();
    h.step();
    assert!(effects.is_empty(), "no file chooser: {effects:?}");
    assert!(h.state().dialogs().print().is_some(), "the dialog stays");
    assert!(
        h.query_by_label_contains("no such date").is_some(),
        "the reason is in the dialog"
    );
}
