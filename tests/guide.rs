//! The user's guide as it is shipped (`docs/guide/{en,zh}/guide.md` and their screenshots): both languages have the
//! same sections in the same order, each section shows the same screenshots in both, every screenshot it names is
//! there and is a picture, every link to a section goes to one, and the data folder it names is the one the program
//! uses on Windows.

use std::path::{Path, PathBuf};

use jipu::Lang;
use jipu::guide::Guide;

fn source() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/guide")
}

fn guide(lang: Lang) -> Guide {
    Guide::open_from(&[source()], lang).unwrap_or_else(|e| panic!("{}", e.describe(Lang::En)))
}

#[test]
fn both_languages_have_the_same_sections_with_the_same_screenshots() {
    let (en, zh) = (guide(Lang::En), guide(Lang::Zh));
    let ids = |g: &Guide| {
        g.sections()
            .iter()
            .map(|s| s.id.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        ids(&en),
        ids(&zh),
        "the sections of the English and Chinese guides"
    );
    assert!(en.sections().len() >= 10, "{:?}", ids(&en));
    for (e, z) in en.sections().iter().zip(zh.sections()) {
        assert_eq!(
            e.images(),
            z.images(),
            "the screenshots of section `{}`",
            e.id
        );
        for section in [e, z] {
            assert!(
                !section.title.is_empty() && section.body.trim().len() > 100,
                "section `{}` has a title and text",
                section.id
            );
        }
    }
    // The three moments, and the rest the issue asks for, each a section of its own.
    for id in [
        "clock", "typing", "paste", "picture", "print", "club", "analysis", "keys",
    ] {
        assert!(en.position(id).is_some(), "no section `{id}`");
    }
}

#[test]
fn every_screenshot_the_guide_names_is_there_and_is_a_picture() {
    for lang in Lang::ALL {
        let guide = guide(lang);
        let mut named = 0;
        for section in guide.sections() {
            for name in section.images() {
                let path = guide.folder().join(name);
                let (width, height) = image::image_dimensions(&path)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                assert!(
                    width >= 640 && height >= 400,
                    "{} is {width}×{height}, not a screenshot of the window",
                    path.display()
                );
                named += 1;
            }
        }
        assert!(named >= 8, "{lang:?}: {named} screenshots");
    }
}

#[test]
fn every_link_to_a_section_goes_to_one() {
    for lang in Lang::ALL {
        let guide = guide(lang);
        for section in guide.sections() {
            for link in section.body.split("](#").skip(1) {
                let id = link.split(')').next().unwrap_or_default();
                assert!(
                    guide.position(id).is_some(),
                    "{lang:?}, section `{}`: a link to `#{id}`, which is no section",
                    section.id
                );
            }
        }
    }
}

/// Issue 38, item 8: the README said `%APPDATA%\jipu`; the data folder is where `directories` puts ("org", "Jipu",
/// "jipu") on Windows, `%APPDATA%\Jipu\jipu\data`, as About says. Every text a user reads names that one.
#[test]
fn the_data_folder_named_for_windows_is_the_one_the_program_uses() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let texts = [
        root.join("README.md"),
        root.join("docs/reference.md"),
        source().join("en/guide.md"),
        source().join("zh/guide.md"),
        root.join("scripts/make-windows.sh"),
        root.join("packaging/windows/jipu.nsi"),
    ];
    let mut named = 0;
    for path in &texts {
        let text = std::fs::read_to_string(path).expect("the text reads");
        // As written in Markdown and NSIS (`%APPDATA%\…`) and in the shell's printf (`%%APPDATA%%\\…`).
        let text = text
            .replace("%%APPDATA%%", "%APPDATA%")
            .replace("\\\\", "\\");
        for (at, _) in text.match_indices("%APPDATA%\\") {
            let folder: String = text[at..]
                .chars()
                .take_while(|c| !c.is_whitespace() && !"`).,;）".contains(*c))
                .collect();
            assert_eq!(folder, r"%APPDATA%\Jipu\jipu\data", "in {}", path.display());
            named += 1;
        }
    }
    assert!(
        named >= 4,
        "the guides and the installer name the data folder"
    );
}

/// Issue 38, item 8: the README said the all-users choice is on the installer's first page; it is on the page
/// the NSIS script shows it, counted as the installer shows its pages. The guides name that page.
#[test]
fn the_guides_name_the_installer_page_where_everyone_or_you_alone_is_chosen() {
    let nsi = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("packaging/windows/jipu.nsi"),
    )
    .expect("jipu.nsi");
    let pages: Vec<&str> = nsi
        .lines()
        .filter_map(|l| l.trim().strip_prefix("!insertmacro "))
        .filter(|m| m.starts_with("MUI_PAGE_") || m.starts_with("MULTIUSER_PAGE_"))
        .collect();
    let page = pages
        .iter()
        .position(|p| p.starts_with("MULTIUSER_PAGE_INSTALLMODE"))
        .expect("the installer asks for whom it installs");
    let en = ["first", "second", "third", "fourth", "fifth"][page];
    let zh = ["第一页", "第二页", "第三页", "第四页", "第五页"][page];
    let english = std::fs::read_to_string(source().join("en/guide.md")).expect("the guide");
    let chinese = std::fs::read_to_string(source().join("zh/guide.md")).expect("the guide");
    assert!(
        english.contains(&format!("on its **{en} page**")),
        "the English guide names the {en} page"
    );
    assert!(
        chinese.contains(&format!("**{zh}**")),
        "the Chinese guide names {zh}"
    );
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README");
    assert!(
        !readme.contains("first page"),
        "README: the all-users choice is not on the first page"
    );
}
