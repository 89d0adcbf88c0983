//! The user's guide: one Markdown file a language (`docs/guide/en/guide.md`, `docs/guide/zh/guide.md`) with its
//! screenshots beside it, installed with the program and read from where it was installed — beside `jipu.exe`
//! (`guide\`, the Windows installer and the portable zip), in `/usr/share/jipu/guide` (the Debian package, for
//! `/usr/bin/jipu`), or in the source tree's `docs/guide` (a build from source, `cargo run`, the tests). The window
//! shows it a section at a time (Help › User's guide); nothing here knows about the window.
//!
//! A section begins at a `## ` heading that carries its id, the same in both languages, so that links between
//! sections (`[print](#print)`) work in the window and on a web page alike:
//!
//! ```
//! use jipu::guide::Guide;
//! let guide = Guide::parse(
//!     "# Jipu\nWhat it is.\n\n## <a id=\"clock\"></a>Play with the clock\nDrag a piece.\n![The clock](clock.png)\n",
//!     std::path::Path::new("en"),
//! );
//! let ids: Vec<&str> = guide.sections().iter().map(|s| s.id.as_str()).collect();
//! assert_eq!(ids, ["start", "clock"]);
//! assert_eq!(guide.sections()[1].title, "Play with the clock");
//! assert_eq!(guide.sections()[1].images(), ["clock.png"]);
//! ```

use std::path::{Path, PathBuf};
use std::sync::Arc;

use thiserror::Error;

use crate::i18n::{Key, Lang};

/// The file of each language's guide, in its language's folder.
pub const FILE: &str = "guide.md";

/// The folder of a language's guide inside the guide's folder.
pub fn lang_folder(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Zh => "zh",
    }
}

/// Why the guide cannot be shown, said to a player.
#[derive(Clone, Debug, Error)]
pub enum GuideError {
    /// No folder where Jipu looks holds the guide of this language.
    #[error("the user's guide is not installed (looked in {})", list(looked_in))]
    NotFound { looked_in: Vec<PathBuf> },
    /// The file is there and cannot be read.
    #[error("{}: {source}", path.display())]
    Unreadable {
        path: PathBuf,
        source: Arc<std::io::Error>,
    },
    /// The file holds no section (not the guide, or cut short).
    #[error("{} holds no sections", path.display())]
    Empty { path: PathBuf },
}

fn list(paths: &[PathBuf]) -> String {
    paths
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl GuideError {
    /// The message in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            GuideError::NotFound { looked_in } => {
                lang.fill(Key::GuideNotFound, &[&list(looked_in)])
            }
            GuideError::Unreadable { path, source } => lang.fill(
                Key::GuideUnreadable,
                &[
                    &path.display().to_string(),
                    &crate::files::why_unreadable(source, lang),
                ],
            ),
            GuideError::Empty { path } => {
                lang.fill(Key::GuideEmpty, &[&path.display().to_string()])
            }
        }
    }
}

/// One section of the guide: what the contents list and the window show as one page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// The same in every language (`clock`, `print`); the text before the first section is `start`.
    pub id: String,
    pub title: String,
    /// The section's Markdown, its heading left out.
    pub body: String,
}

impl Section {
    /// The pictures the section shows (`![…](NAME)`), as written: paths relative to the language's folder.
    pub fn images(&self) -> Vec<&str> {
        let mut found = Vec::new();
        let mut rest = self.body.as_str();
        while let Some(at) = rest.find("![") {
            rest = &rest[at + 2..];
            let Some(close) = rest.find("](") else { break };
            let target = &rest[close + 2..];
            let Some(end) = target.find(')') else { break };
            // A title after the path (`![a](x.png "title")`) is not part of it.
            let path = target[..end].split_whitespace().next().unwrap_or("");
            if !path.is_empty() {
                found.push(path);
            }
            rest = &target[end..];
        }
        found
    }
}

/// A language's guide, read.
#[derive(Clone, Debug)]
pub struct Guide {
    /// The language's folder: the pictures' paths are relative to it.
    folder: PathBuf,
    title: String,
    sections: Vec<Section>,
}

impl Guide {
    /// The guide of `lang`, from the first folder where Jipu looks that has it.
    pub fn open(lang: Lang) -> Result<Guide, GuideError> {
        Guide::open_from(&folders(), lang)
    }

    /// The guide of `lang` from the first of `folders` that has it.
    pub fn open_from(folders: &[PathBuf], lang: Lang) -> Result<Guide, GuideError> {
        let found = folders
            .iter()
            .map(|f| f.join(lang_folder(lang)))
            .find(|f| f.join(FILE).is_file());
        let Some(folder) = found else {
            return Err(GuideError::NotFound {
                looked_in: folders.to_vec(),
            });
        };
        let path = folder.join(FILE);
        let text = std::fs::read_to_string(&path).map_err(|e| GuideError::Unreadable {
            path: path.clone(),
            source: Arc::new(e),
        })?;
        let guide = Guide::parse(&text, &folder);
        if guide.sections.is_empty() {
            return Err(GuideError::Empty { path });
        }
        Ok(guide)
    }

    /// The guide written in `text`, its pictures in `folder`.
    pub fn parse(text: &str, folder: &Path) -> Guide {
        let mut title = String::new();
        let mut sections: Vec<Section> = Vec::new();
        let mut start = String::new();
        for line in text.lines() {
            if let Some(heading) = line.strip_prefix("## ") {
                let (id, shown) = heading_id(heading);
                sections.push(Section {
                    id,
                    title: shown,
                    body: String::new(),
                });
                continue;
            }
            if title.is_empty()
                && sections.is_empty()
                && let Some(t) = line.strip_prefix("# ")
            {
                title = t.trim().to_string();
                continue;
            }
            let body = match sections.last_mut() {
                Some(section) => &mut section.body,
                None => &mut start,
            };
            body.push_str(line);
            body.push('\n');
        }
        if !start.trim().is_empty() || !title.is_empty() {
            sections.insert(
                0,
                Section {
                    id: "start".to_string(),
                    title: title.clone(),
                    body: start,
                },
            );
        }
        Guide {
            folder: folder.to_path_buf(),
            title,
            sections,
        }
    }

    /// The guide's title (its `# ` heading).
    pub fn title(&self) -> &str {
        &self.title
    }

    pub fn sections(&self) -> &[Section] {
        &self.sections
    }

    /// The language's folder, where the pictures are.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// The section whose id is `id`.
    pub fn position(&self, id: &str) -> Option<usize> {
        self.sections.iter().position(|s| s.id == id)
    }
}

/// `<a id="clock"></a>Play with the clock` → (`clock`, `Play with the clock`); a heading with no id gets its title.
fn heading_id(heading: &str) -> (String, String) {
    let heading = heading.trim();
    if let Some(rest) = heading.strip_prefix("<a id=\"")
        && let Some((id, after)) = rest.split_once('"')
    {
        let shown = after
            .trim_start_matches('>')
            .trim_start()
            .trim_start_matches("</a>")
            .trim();
        return (id.to_string(), shown.to_string());
    }
    (heading.to_string(), heading.to_string())
}

/// Where Jipu looks for its guide, in order: beside the program (Windows, the portable zip), in `share/jipu/guide`
/// beside its `bin` folder (the Debian package: `/usr/bin/jipu`, `/usr/share/jipu/guide`), then in `docs/guide` of
/// the folders above it (a build from source: `target/release/jipu`, the tests' `target/debug/deps`).
pub fn folders() -> Vec<PathBuf> {
    match std::env::current_exe() {
        Ok(exe) => folders_for(&exe),
        Err(_) => Vec::new(),
    }
}

/// [`folders`] for the program at `exe`.
pub fn folders_for(exe: &Path) -> Vec<PathBuf> {
    let Some(dir) = exe.parent() else {
        return Vec::new();
    };
    let mut found = vec![dir.join("guide")];
    if let Some(prefix) = dir.parent() {
        found.push(prefix.join("share").join("jipu").join("guide"));
    }
    // target/windows/x86_64-pc-windows-gnu/release/jipu.exe is four folders below the source tree.
    found.extend(
        dir.ancestors()
            .skip(1)
            .take(4)
            .map(|a| a.join("docs").join("guide")),
    );
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_installed_program_looks_beside_itself_then_in_share() {
        let found = folders_for(Path::new("/usr/bin/jipu"));
        assert_eq!(found[0], Path::new("/usr/bin/guide"));
        assert_eq!(found[1], Path::new("/usr/share/jipu/guide"));
        let built = folders_for(Path::new("/src/jipu/target/release/jipu"));
        assert!(
            built.contains(&PathBuf::from("/src/jipu/docs/guide")),
            "{built:?}"
        );
    }

    #[test]
    fn a_missing_guide_says_where_it_was_looked_for_in_both_languages() {
        let nowhere = vec![PathBuf::from("/nowhere/guide")];
        let error = Guide::open_from(&nowhere, Lang::Zh).expect_err("no guide there");
        for lang in Lang::ALL {
            assert!(
                error.describe(lang).contains("/nowhere/guide"),
                "{}",
                error.describe(lang)
            );
        }
        assert!(error.describe(Lang::Zh).contains("使用说明"));
    }

    #[test]
    fn headings_without_an_id_keep_their_title_and_titles_in_text_are_not_sections() {
        let guide = Guide::parse("## Keys\nPress `## `.\n### Smaller\ntext\n", Path::new("."));
        assert_eq!(guide.sections().len(), 1);
        assert_eq!(guide.sections()[0].id, "Keys");
        assert!(guide.sections()[0].body.contains("### Smaller"));
    }

    #[test]
    fn images_are_found_with_their_titles_left_out() {
        let section = Section {
            id: "x".into(),
            title: "x".into(),
            body: "a ![one](a.png) b ![two](b.png \"the title\") ![](c.png)\n".into(),
        };
        assert_eq!(section.images(), ["a.png", "b.png", "c.png"]);
    }
}
