//! The modules of the crates in `src/` — the library from `lib.rs`, the program from `main.rs` — found by following
//! their `mod` declarations, each with the file it is in; and every path a file writes resolved to the file that
//! defines what it names. `super` from `a/b.rs` is `a/mod.rs`'s module `a`, from `a/mod.rs` the module above. A name
//! a module brings in with a `use` — a `pub use` re-export, or a parent's plain `use`, which its children see too —
//! is followed to the file that really defines it (else a child importing its parent's re-export would be a circle
//! that is not there). Paths into other crates are no edge, and neither is a module's use of the modules inside it:
//! it holds them (`mod x;`), and a folder's mod.rs re-exporting, calling into and giving types to its children is how
//! a folder of modules is built; a circle is between files neither of which holds the other.

use std::collections::{BTreeMap, BTreeSet};

use crate::source::{self, Reading};

/// A module: its crate's root (`lib` or `main`), then its path, `["lib", "i18n", "texts"]`.
type ModPath = Vec<String>;

/// A module's file, its path inside that file (an inline `mod x { … }`), and the modules inside it.
struct Module {
    file: String,
    within: Vec<String>,
    children: BTreeSet<String>,
}

/// An import from one file of another: the path, as written, that ties them.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Edge {
    pub from: String,
    pub to: String,
    pub path: String,
}

/// The crates' modules and what each file says.
pub struct Tree {
    modules: BTreeMap<ModPath, Module>,
    readings: BTreeMap<String, Reading>,
    /// The library's name as the program writes it (`jipu`).
    library: String,
}

/// Re-exports followed one after another at most this many times (a loop of them is no path).
const HOPS: usize = 16;

impl Tree {
    /// The crates of `files` (path → text, the paths as `src/lib.rs`), the library named `library`.
    pub fn new(files: &BTreeMap<String, String>, library: &str) -> Tree {
        let mut tree = Tree {
            modules: BTreeMap::new(),
            readings: BTreeMap::new(),
            library: library.to_string(),
        };
        for (root, name) in [("src/lib.rs", "lib"), ("src/main.rs", "main")] {
            if files.contains_key(root) {
                tree.add(files, root, vec![name.to_string()]);
            }
        }
        tree
    }

    fn add(&mut self, files: &BTreeMap<String, String>, file: &str, at: ModPath) {
        if self.readings.contains_key(file) {
            return;
        }
        let reading = source::read(&files[file]);
        self.insert(&at, file, Vec::new());
        for within in &reading.inline {
            self.insert(&[at.clone(), within.clone()].concat(), file, within.clone());
        }
        // Children's files: beside lib.rs, main.rs or mod.rs; in the folder named after any other file.
        let folder = match file.rsplit_once('/') {
            Some((dir, "lib.rs" | "main.rs" | "mod.rs")) => dir.to_string(),
            _ => file.trim_end_matches(".rs").to_string(),
        };
        let declared = reading.declared.clone();
        self.readings.insert(file.to_string(), reading);
        for (within, name) in declared {
            let dir = [vec![folder.clone()], within.clone()].concat().join("/");
            let child = [at.clone(), within, vec![name.clone()]].concat();
            let found = [format!("{dir}/{name}.rs"), format!("{dir}/{name}/mod.rs")]
                .into_iter()
                .find(|f| files.contains_key(f));
            if let Some(child_file) = found {
                self.add(files, &child_file, child);
            }
        }
    }

    fn insert(&mut self, at: &[String], file: &str, within: Vec<String>) {
        let module = Module {
            file: file.to_string(),
            within,
            children: BTreeSet::new(),
        };
        self.modules.entry(at.to_vec()).or_insert(module);
        if let Some((name, parent)) = at.split_last()
            && let Some(parent) = self.modules.get_mut(parent)
        {
            parent.children.insert(name.clone());
        }
    }

    /// Every file of the crates.
    pub fn files(&self) -> impl Iterator<Item = &String> {
        self.readings.keys()
    }

    /// Every import from one file to another, one path as written for each pair of files.
    pub fn edges(&self) -> Vec<Edge> {
        let mut out: BTreeMap<(String, String), String> = BTreeMap::new();
        for module in self.modules.keys() {
            let Module { file, within, .. } = &self.modules[module];
            let reading = &self.readings[file];
            let uses = reading
                .uses
                .iter()
                .filter(|u| u.within == *within)
                .map(|u| {
                    let glob = if u.glob { "::*" } else { "" };
                    (&u.path, format!("use {}{glob}", u.path.join("::")))
                });
            let paths = reading
                .paths
                .iter()
                .filter(|(w, _)| w == within)
                .map(|(_, p)| (p, p.join("::")));
            for (path, written) in uses.chain(paths) {
                if let Some(target) = self.land(module, path, 0) {
                    let to = &self.modules[&target].file;
                    // A module's use of the modules inside it is no edge (see the top of this file).
                    if to != file && !target.starts_with(module) {
                        out.entry((file.clone(), to.clone())).or_insert(written);
                    }
                }
            }
        }
        out.into_iter()
            .map(|((from, to), path)| Edge { from, to, path })
            .collect()
    }

    /// The module that defines what `path` names, written in module `at`: from the crate's root, `self` or `super`,
    /// the library's name, a module inside `at`, or a name a `use` of `at` brought in. `None` for another crate's.
    fn land(&self, at: &ModPath, path: &[String], hops: usize) -> Option<ModPath> {
        if hops > HOPS || path.is_empty() {
            return None;
        }
        let (mut module, rest) = match path[0].as_str() {
            "crate" => (vec![at[0].clone()], &path[1..]),
            "self" | "super" => {
                let mut module = at.clone();
                let mut k = 0;
                while path.get(k).is_some_and(|s| s == "self") {
                    k += 1;
                }
                while path.get(k).is_some_and(|s| s == "super") {
                    if module.len() < 2 {
                        return None;
                    }
                    module.pop();
                    k += 1;
                }
                (module, &path[k..])
            }
            first
                if first == self.library && self.modules.contains_key(&vec!["lib".to_string()]) =>
            {
                (vec!["lib".to_string()], &path[1..])
            }
            first if self.modules.get(at)?.children.contains(first) => (at.clone(), path),
            first => {
                // A name a `use` brought in (`use super::panels;` then `panels::dialogs::f()`).
                let brought = self.brought_in(at, first, hops)?;
                let whole = [brought.as_slice(), &path[1..]].concat();
                return self.land(at, &whole, hops + 1);
            }
        };
        for seg in rest {
            if self.modules[&module].children.contains(seg) {
                module.push(seg.clone());
                continue;
            }
            // A name in `module`: defined there, or brought in from where it is defined.
            if self.defines(&module, seg) {
                return Some(module);
            }
            return match self.brought_in(&module, seg, hops) {
                Some(path) => self.land(&module, &path, hops + 1).or(Some(module)),
                None => Some(module),
            };
        }
        Some(module)
    }

    /// The `use` declarations that stand in module `at`.
    fn uses_of<'a>(&'a self, at: &ModPath) -> impl Iterator<Item = &'a source::Use> {
        let module = self.modules.get(at);
        let uses = module
            .map(|m| self.readings[&m.file].uses.as_slice())
            .unwrap_or_default();
        let within = module.map(|m| m.within.clone()).unwrap_or_default();
        uses.iter().filter(move |u| u.within == within)
    }

    /// The path through which a `use` of module `at` brings `name` in (a `pub use` re-exports it; a plain `use` of
    /// a parent is seen by its children too): one that names it, else a `use …::*` of a module that has it.
    fn brought_in(&self, at: &ModPath, name: &str, hops: usize) -> Option<Vec<String>> {
        if hops > HOPS {
            return None;
        }
        if let Some(u) = self
            .uses_of(at)
            .find(|u| !u.glob && u.name.as_deref() == Some(name))
        {
            return Some(u.path.clone());
        }
        self.uses_of(at).filter(|u| u.glob).find_map(|u| {
            let from = self.land(at, &u.path, hops + 1)?;
            let has = self.modules[&from].children.contains(name)
                || self.defines(&from, name)
                || self.brought_in(&from, name, hops + 1).is_some();
            has.then(|| [u.path.clone(), vec![name.to_string()]].concat())
        })
    }

    /// Whether an item named `name` is defined in module `at`.
    fn defines(&self, at: &ModPath, name: &str) -> bool {
        let module = &self.modules[at];
        let reading = &self.readings[&module.file];
        reading
            .items
            .iter()
            .any(|(w, n)| *w == module.within && n == name)
    }
}
