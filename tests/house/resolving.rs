//! The circle test's own reading, on small crates held in memory.

use std::collections::BTreeMap;

use crate::circles::circles;
use crate::modules::{Edge, Tree};
use crate::source;

/// The imports of a library of `files` (paths under `src/`, texts).
fn edges(files: &[(&str, &str)]) -> Vec<Edge> {
    let files: BTreeMap<String, String> = files
        .iter()
        .map(|(path, text)| (format!("src/{path}"), text.to_string()))
        .collect();
    Tree::new(&files, "lib_name").edges()
}

/// `from → to` of each import.
fn pairs(edges: &[Edge]) -> Vec<(String, String)> {
    edges
        .iter()
        .map(|e| (e.from.replace("src/", ""), e.to.replace("src/", "")))
        .collect()
}

fn pair(from: &str, to: &str) -> (String, String) {
    (from.to_string(), to.to_string())
}

#[test]
fn two_files_that_import_each_other_are_a_circle() {
    let edges = edges(&[
        ("lib.rs", "mod a;\nmod b;\n"),
        ("a.rs", "use crate::b::Board;\npub struct Clock;\n"),
        (
            "b.rs",
            "pub struct Board;\nfn f() -> super::a::Clock { crate::a::Clock }\n",
        ),
    ]);
    assert_eq!(pairs(&edges), [pair("a.rs", "b.rs"), pair("b.rs", "a.rs")]);
    let found = circles(&edges);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].files, ["src/a.rs", "src/b.rs"]);
    assert!(
        found[0]
            .to_string()
            .contains("src/a.rs → src/b.rs  (use crate::b::Board)"),
        "{}",
        found[0]
    );
}

#[test]
fn a_name_re_exported_by_a_parent_is_followed_to_the_file_that_defines_it() {
    // The child `moves` takes `Board` from its parent, which only re-exports it from `board`: `moves` depends on
    // `board`, not on mod.rs. So does `user`, through the parent's `pub use`, and `sheet` through `notes`, which
    // passes `Board` on from the crate's root.
    let edges = edges(&[
        (
            "lib.rs",
            "pub mod game;
mod notes;
mod sheet;
mod user;
pub use game::Board;
",
        ),
        (
            "game/mod.rs",
            "mod board;
mod moves;
pub use board::Board;
pub use self::moves::{Move, Ply as P};
",
        ),
        (
            "game/board.rs",
            "pub struct Board;
",
        ),
        (
            "game/moves.rs",
            "use super::Board;
pub struct Move;
pub struct Ply;
",
        ),
        (
            "user.rs",
            "fn f(_: crate::game::P) -> lib_name::game::Move { todo!() }
",
        ),
        (
            "notes.rs",
            "pub(crate) use crate::Board;
",
        ),
        (
            "sheet.rs",
            "use super::notes::Board;
",
        ),
    ]);
    assert_eq!(
        pairs(&edges),
        [
            pair("game/moves.rs", "game/board.rs"),
            pair("notes.rs", "game/board.rs"),
            pair("sheet.rs", "game/board.rs"),
            pair("user.rs", "game/moves.rs"),
        ]
    );
}

#[test]
fn a_module_using_what_it_holds_is_no_edge_but_a_child_using_its_parent_is() {
    // mod.rs calls into its child and the child takes a type mod.rs defines: the folder's own shape, no circle.
    let edges = edges(&[
        (
            "lib.rs",
            "mod printer;
",
        ),
        (
            "printer/mod.rs",
            "mod cups;
pub struct Job;
use cups::printers;
fn f() { cups::send() }
",
        ),
        (
            "printer/cups.rs",
            "use super::Job;
pub fn printers() {}
pub fn send() {}
",
        ),
    ]);
    assert_eq!(pairs(&edges), [pair("printer/cups.rs", "printer/mod.rs")]);
    assert!(circles(&edges).is_empty());
}

#[test]
fn a_glob_re_export_is_followed_to_the_module_that_has_the_name() {
    let edges = edges(&[
        ("lib.rs", "mod written;\n"),
        (
            "written/mod.rs",
            "mod chars;\nmod lex;\npub(crate) use chars::*;\nfn f() { lex::go() }\n",
        ),
        ("written/chars.rs", "pub fn file_of(c: char) {}\n"),
        ("written/lex.rs", "use super::file_of;\npub fn go() {}\n"),
    ]);
    assert_eq!(pairs(&edges), [pair("written/lex.rs", "written/chars.rs")]);
}

#[test]
fn a_test_module_comments_and_strings_are_no_imports() {
    let edges = edges(&[
        ("lib.rs", "mod a;\nmod b;\n"),
        (
            "a.rs",
            "//! Uses `crate::b::Board`.\npub struct Clock;\n\
             #[cfg(test)]\n#[allow(unused)]\nmod tests {\n    use super::*;\n    use crate::b::Board;\n    \
             fn f() { let s = \"crate::b::Board\"; crate::b::go(); }\n}\n",
        ),
        (
            "b.rs",
            "use crate::a::Clock;\npub struct Board;\n/* crate::a::Other */\npub fn go() {}\n",
        ),
    ]);
    assert_eq!(pairs(&edges), [pair("b.rs", "a.rs")]);
    assert!(circles(&edges).is_empty());
}

#[test]
fn super_from_a_file_and_from_a_folders_mod_rs() {
    let edges = edges(&[
        ("lib.rs", "mod chess;\nmod sheet;\npub struct Lang;\n"),
        (
            "chess/mod.rs",
            "mod tree;\nfn f() -> super::Lang { todo!() }\npub struct Game;\n",
        ),
        (
            "chess/tree.rs",
            "use super::Game;\nmod inner { use super::super::Game; fn g() { self::h() } fn h() {} }\n",
        ),
        ("sheet.rs", "mod layout;\n"),
        (
            "sheet/layout.rs",
            "pub(in crate::chess) fn f() -> super::super::Lang { lib_name::Lang }\n",
        ),
    ]);
    assert_eq!(
        pairs(&edges),
        [
            pair("chess/mod.rs", "lib.rs"),
            pair("chess/tree.rs", "chess/mod.rs"),
            pair("sheet/layout.rs", "lib.rs"),
        ]
    );
}

#[test]
fn use_trees_are_taken_apart() {
    let uses = source::read(
        "pub use a::{b::C, d as e, f::{self, g}, *};\nuse ::std::fmt;\nuse r#type::x;\n",
    )
    .uses;
    let paths: Vec<(String, bool, Option<String>, bool)> = uses
        .iter()
        .map(|u| (u.path.join("::"), u.glob, u.name.clone(), u.public))
        .collect();
    let some = |s: &str| Some(s.to_string());
    assert_eq!(
        paths,
        [
            ("a::b::C".to_string(), false, some("C"), true),
            ("a::d".to_string(), false, some("e"), true),
            ("a::f".to_string(), false, some("f"), true),
            ("a::f::g".to_string(), false, some("g"), true),
            ("a".to_string(), true, None, true),
            ("std::fmt".to_string(), false, some("fmt"), false),
            ("type::x".to_string(), false, some("x"), false),
        ]
    );
}
