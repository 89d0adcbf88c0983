//! The Windows installer under Wine: `Jipu-Setup-VERSION.exe /S` (made by `scripts/make-windows.sh` from the Windows
//! build, as `scripts/dist.sh` makes it from the release build) installs for the current user; `jipu.exe` is where
//! the installer says (the uninstall entry's `InstallLocation`); the registry holds the `.pgn` association, "Open
//! with" and the uninstall entry; the installed `jipu.exe --version` runs; the user's guide is installed beside it,
//! and the installed window (on Xvfb) shows it from *Help › User's guide*, its first screenshot drawn; the uninstaller
//! `/S` removes the program, the guide, its start-menu entry and its registry keys, and leaves the user's data folder.
//! The portable zip holds the exe, the README, the licences and the guide.
//!
//! Needs Wine, mingw-w64, the Rust target, makensis, zip, Xvfb and xdotool; see `common/wine.rs`.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};

use common::installed_guide::{self, WidgetMap};
use common::wine::{self, Prefix, windows_path};
use common::xvfb::Xvfb;

const VERSION: &str = env!("CARGO_PKG_VERSION");

/// `reg query KEY [/v NAME | /ve]` in the prefix: what it printed, or None when the key or value is not there.
fn reg_query(prefix: &Prefix, key: &str, value: Option<&str>) -> Option<String> {
    // Wine's `reg` now and then fails to start on a loaded machine (seen once in a full run beside other builds):
    // a key that is there is asked for again, up to three times, before it is said to be missing.
    for _ in 0..3 {
        let mut command = prefix.command("reg");
        command.args(["query", key]);
        match value {
            Some(name) => command.args(["/v", name]),
            None => command.arg("/ve"),
        };
        let out = command.output().ok()?;
        if out.status.success() {
            return Some(String::from_utf8_lossy(&out.stdout).into_owned());
        }
        eprintln!(
            "reg query {key} {value:?}: {:?} {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        prefix.wait();
    }
    None
}

/// The setup exe and the zip of the build under test (or, with `JIPU_DIST=dist`, those `scripts/dist.sh` made).
fn artefacts(dir: &Path) -> Result<(), String> {
    if let Some(dist) = std::env::var_os("JIPU_DIST") {
        for name in [
            format!("Jipu-Setup-{VERSION}.exe"),
            format!("Jipu-{VERSION}-portable.zip"),
        ] {
            let from = Path::new(&dist).join(&name);
            std::fs::copy(&from, dir.join(&name))
                .map_err(|e| format!("{}: {e}", from.display()))?;
        }
        return Ok(());
    }
    let exe = wine::windows_exe()?;
    let out = Command::new(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/make-windows.sh"))
        .arg(&exe)
        .arg(dir)
        .output()
        .map_err(|e| format!("make-windows.sh: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "make-windows.sh failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(())
}

#[test]
fn the_installer_installs_registers_pgn_and_uninstalls_keeping_the_users_data() {
    if !wine::available(
        "the Windows installer test",
        &["makensis", "zip", "unzip", "Xvfb", "xdotool"],
    ) {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    artefacts(dir.path()).expect("the setup exe and the zip are made");
    let setup = dir.path().join(format!("Jipu-Setup-{VERSION}.exe"));
    let zip = dir.path().join(format!("Jipu-{VERSION}-portable.zip"));

    let listed = Command::new("unzip")
        .arg("-l")
        .arg(&zip)
        .output()
        .expect("unzip runs");
    let listed = String::from_utf8_lossy(&listed.stdout);
    for file in ["jipu.exe", "README.txt", "LICENSE.txt", "CREDITS.txt"] {
        assert!(
            listed.contains(&format!("Jipu-{VERSION}/{file}")),
            "the zip lacks {file}:\n{listed}"
        );
    }
    let guide = installed_guide::files();
    assert!(guide.len() > 4, "the source tree's guide: {guide:?}");
    for file in &guide {
        let file = format!("Jipu-{VERSION}/guide/{}", file.display());
        assert!(listed.contains(&file), "the zip lacks {file}:\n{listed}");
    }

    let prefix = Prefix::new("en_US.UTF-8").expect("a Wine prefix");
    let installed = prefix
        .command(&setup)
        .arg("/S")
        .status()
        .expect("the setup runs");
    prefix.wait();
    assert!(
        installed.success(),
        "the silent install failed: {installed:?}"
    );

    let uninstall = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Jipu";
    let location = reg_query(&prefix, uninstall, Some("InstallLocation"))
        .expect("the uninstall entry is in the registry");
    let where_ = location
        .lines()
        .find_map(|l| l.split("REG_SZ").nth(1))
        .map(str::trim)
        .expect("an install location")
        .to_string();
    assert!(
        where_.ends_with(r"AppData\Local\Programs\Jipu"),
        "installed for the current user, not in {where_}"
    );
    let user = prefix.user_dir().expect("the user's folder");
    let program = user.join("AppData/Local/Programs/Jipu/jipu.exe");
    assert!(program.exists(), "no jipu.exe at {}", program.display());
    let start_menu =
        user.join("AppData/Roaming/Microsoft/Windows/Start Menu/Programs/记谱 Jipu.lnk");
    assert!(start_menu.exists(), "no start-menu entry 记谱 Jipu");
    for key in [
        "DisplayName",
        "DisplayVersion",
        "UninstallString",
        "QuietUninstallString",
    ] {
        assert!(
            reg_query(&prefix, uninstall, Some(key)).is_some(),
            "no {key} in {uninstall}"
        );
    }
    let pgn = reg_query(&prefix, r"HKCU\Software\Classes\.pgn", None).unwrap_or_default();
    assert!(pgn.contains("Jipu.pgn"), ".pgn is not Jipu's: {pgn}");
    let open = reg_query(
        &prefix,
        r"HKCU\Software\Classes\Jipu.pgn\shell\open\command",
        None,
    )
    .unwrap_or_default();
    assert!(
        open.contains(r#"jipu.exe" "%1""#),
        "a double-click does not open jipu.exe with the file: {open}"
    );
    assert!(
        reg_query(
            &prefix,
            r"HKCU\Software\Classes\.pgn\OpenWithProgids",
            Some("Jipu.pgn")
        )
        .is_some(),
        "\"Open with\" does not list Jipu"
    );

    let version = prefix
        .run(&program, dir.path(), &["--version"])
        .expect("the installed jipu.exe runs");
    assert_eq!(
        String::from_utf8_lossy(&version.stdout).trim(),
        format!("jipu {VERSION}")
    );

    // The user's guide beside the program, and the installed window showing it from Help.
    let installed_guide = user.join("AppData/Local/Programs/Jipu/guide");
    for file in &guide {
        assert!(
            installed_guide.join(file).is_file(),
            "the installer did not install the guide's {}",
            file.display()
        );
    }
    // The installer runs with no display, as it always did here; the window gets one.
    let x = Xvfb::start().expect("a virtual X server");
    let map = dir.path().join("widgets.txt");
    let mut window = prefix
        .command(&program)
        .env("DISPLAY", &x.display)
        .current_dir(dir.path())
        .env("JIPU_WIDGET_MAP", windows_path(&map))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the installed window starts");
    let widgets = WidgetMap {
        path: map,
        display: x.display.clone(),
    };
    let shown = widgets
        .wait("board", std::time::Duration::from_secs(120))
        .and_then(|()| installed_guide::open_from_help(&widgets));
    let _ = window.kill();
    let _ = window.wait();
    prefix.kill_all();
    shown.expect("Help › User's guide shows the installed guide");

    // The user's games and settings, as the window leaves them.
    let data = user.join("AppData/Roaming/jipu/jipu/data/autosave");
    std::fs::create_dir_all(&data).expect("a data folder");
    std::fs::write(data.join("1-1.pgn"), "1. e4 *\n").expect("a game");
    let uninstaller = user.join("AppData/Local/Programs/Jipu/uninstall.exe");
    let removed = prefix
        .command(&uninstaller)
        .args(["/CurrentUser", "/S"])
        .status()
        .expect("the uninstaller runs");
    // The uninstaller runs on from a copy of itself: wait for every program of the prefix.
    prefix.wait();
    assert!(
        removed.success(),
        "the silent uninstall failed: {removed:?}"
    );
    assert!(!program.exists(), "jipu.exe is still installed");
    assert!(!installed_guide.exists(), "the guide is still installed");
    assert!(!start_menu.exists(), "the start-menu entry is still there");
    assert!(
        reg_query(&prefix, uninstall, Some("DisplayName")).is_none(),
        "the uninstall entry is still there"
    );
    assert!(
        reg_query(
            &prefix,
            r"HKCU\Software\Classes\Jipu.pgn\shell\open\command",
            None
        )
        .is_none(),
        "the .pgn association is still there"
    );
    assert!(data.join("1-1.pgn").exists(), "the user's data was removed");
}
