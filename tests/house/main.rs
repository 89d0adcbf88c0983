//! The house kept in order (issue 39): no file over 500 lines, and no import circle between the files of `src/`, nor
//! between the folders (and files) that sit side by side in one folder.
//!
//! A file over 500 lines holds more than one idea; files in an import circle can be neither understood nor changed
//! one without the others. Each test names what it finds (`cargo test --test house -- --nocapture` prints the
//! circles even when there are none to fail on).

mod circles;
mod modules;
mod resolving;
mod source;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// The most lines a file may have.
const MOST_LINES: usize = 500;

/// The files under `dir` of the repository, every folder down, as `dir/a/b.rs`; Python's caches left out.
fn files_under(dir: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut folders = vec![dir.to_string()];
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    while let Some(folder) = folders.pop() {
        let Ok(entries) = fs::read_dir(root.join(&folder)) else {
            continue;
        };
        for entry in entries {
            let entry = entry.expect("a folder's entry can be read");
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = format!("{folder}/{name}");
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                if name != "__pycache__" {
                    folders.push(path);
                }
            } else {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn read(file: &str) -> Vec<u8> {
    fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).expect("the file can be read")
}

#[test]
fn no_file_is_over_500_lines() {
    let mut long = Vec::new();
    for dir in ["src", "tests", "benches", "examples", "scripts"] {
        for file in files_under(dir) {
            if dir != "scripts" && !file.ends_with(".rs") {
                continue;
            }
            let bytes = read(&file);
            // A picture beside a script (a generated sample) is no text.
            if bytes.contains(&0) {
                continue;
            }
            let lines = bytes.split(|&b| b == b'\n').count() - usize::from(bytes.ends_with(b"\n"));
            if lines > MOST_LINES {
                long.push(format!("  {file}: {lines} lines"));
            }
        }
    }
    assert!(
        long.is_empty(),
        "{} files over {MOST_LINES} lines; split each into modules of one idea:\n{}",
        long.len(),
        long.join("\n")
    );
}

/// Every `.rs` file of `src/` with its text.
fn source_files() -> BTreeMap<String, String> {
    files_under("src")
        .into_iter()
        .filter(|f| f.ends_with(".rs"))
        .map(|f| {
            let text = String::from_utf8(read(&f)).expect("a source file is UTF-8");
            (f, text)
        })
        .collect()
}

#[test]
fn no_import_circle_between_the_files_of_src() {
    let files = source_files();
    let tree = modules::Tree::new(&files, &env!("CARGO_PKG_NAME").replace('-', "_"));
    assert!(
        tree.files().count() > 100,
        "the crates' files are found from lib.rs and main.rs"
    );
    let circles = circles::circles(&tree.edges());
    let said: String = circles.iter().map(ToString::to_string).collect();
    println!(
        "{} import circles between the files of src/\n{said}",
        circles.len()
    );
    assert!(
        circles.is_empty(),
        "{} import circles between the files of src/; break each by moving what both sides use into a module \
         below them:\n{said}",
        circles.len()
    );
}

/// The two rooms an import joins, seen from the folder that holds both: the child of that folder each file is in (a
/// folder, or a file without its `.rs`). `None` when they are one room, or when one side is that folder's own `mod.rs`
/// (a folder using what it holds).
fn rooms(from: &str, to: &str) -> Option<(String, String)> {
    let a: Vec<&str> = from.split('/').collect();
    let b: Vec<&str> = to.split('/').collect();
    let k = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let (ra, rb) = (*a.get(k)?, *b.get(k)?);
    if ra == "mod.rs" || rb == "mod.rs" || ra == "lib.rs" || rb == "lib.rs" {
        return None;
    }
    let room = |parts: &[&str], r: &str| {
        let mut path = parts[..k].join("/");
        path.push('/');
        path.push_str(r.strip_suffix(".rs").unwrap_or(r));
        path
    };
    Some((room(&a, ra), room(&b, rb)))
}

#[test]
fn no_import_circle_between_the_folders_of_src() {
    let files = source_files();
    let tree = modules::Tree::new(&files, &env!("CARGO_PKG_NAME").replace('-', "_"));
    let edges: Vec<modules::Edge> = tree
        .edges()
        .into_iter()
        // A folder's tests (a `tests.rs` beside its code) may drive it from above: they are no floor of the house.
        .filter(|e| !e.from.ends_with("/tests.rs"))
        .filter_map(|e| {
            let (from, to) = rooms(&e.from, &e.to)?;
            Some(modules::Edge {
                from,
                to,
                path: format!("{} → {}: {}", e.from, e.to, e.path),
            })
        })
        .collect();
    let circles = circles::circles(&edges);
    let said: String = circles.iter().map(ToString::to_string).collect();
    println!(
        "{} import circles between the folders of src/\n{said}",
        circles.len()
    );
    assert!(
        circles.is_empty(),
        "{} import circles between modules of src/ (a folder and its siblings); each floor imports only those below \
         it:\n{said}",
        circles.len()
    );
}

#[test]
fn an_import_is_seen_between_the_rooms_of_the_folder_that_holds_both() {
    assert_eq!(
        rooms("src/app/work/autosave.rs", "src/app/model/document/mod.rs"),
        Some(("src/app/work".into(), "src/app/model".into()))
    );
    assert_eq!(
        rooms("src/app/session/apply.rs", "src/app/message.rs"),
        Some(("src/app/session".into(), "src/app/message".into()))
    );
    assert_eq!(
        rooms("src/app/model/dialogs.rs", "src/app/model/entry.rs"),
        Some(("src/app/model/dialogs".into(), "src/app/model/entry".into()))
    );
    assert_eq!(
        rooms("src/app/mod.rs", "src/app/ui/frame.rs"),
        None,
        "a folder using what it holds"
    );
}
