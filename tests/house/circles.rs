//! Import circles: the strongly connected components of the files' imports (Tarjan's algorithm), each of more than
//! one file with the imports that tie it.

use std::collections::BTreeMap;

use crate::modules::Edge;

/// A circle: its files, and every import between two of them.
#[derive(Debug, PartialEq)]
pub struct Circle {
    pub files: Vec<String>,
    pub edges: Vec<Edge>,
}

impl std::fmt::Display for Circle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "an import circle of {} files:", self.files.len())?;
        for e in &self.edges {
            writeln!(f, "  {} → {}  ({})", e.from, e.to, e.path)?;
        }
        Ok(())
    }
}

/// Every circle of more than one file among `edges`.
pub fn circles(edges: &[Edge]) -> Vec<Circle> {
    let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for e in edges {
        next.entry(&e.from).or_default().push(&e.to);
        next.entry(&e.to).or_default();
    }
    let mut walk = Tarjan {
        next: &next,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        components: Vec::new(),
    };
    for &file in next.keys() {
        if !walk.index.contains_key(file) {
            walk.visit(file);
        }
    }
    let mut out: Vec<Circle> = walk
        .components
        .into_iter()
        .filter(|c| c.len() > 1)
        .map(|mut files| {
            files.sort();
            let edges = edges
                .iter()
                .filter(|e| files.contains(&e.from.as_str()) && files.contains(&e.to.as_str()))
                .cloned()
                .collect();
            Circle {
                files: files.into_iter().map(String::from).collect(),
                edges,
            }
        })
        .collect();
    out.sort_by(|a, b| a.files.cmp(&b.files));
    out
}

struct Tarjan<'a> {
    next: &'a BTreeMap<&'a str, Vec<&'a str>>,
    index: BTreeMap<&'a str, usize>,
    low: BTreeMap<&'a str, usize>,
    stack: Vec<&'a str>,
    components: Vec<Vec<&'a str>>,
}

impl<'a> Tarjan<'a> {
    fn visit(&mut self, file: &'a str) {
        let n = self.index.len();
        self.index.insert(file, n);
        self.low.insert(file, n);
        self.stack.push(file);
        for &to in &self.next[file] {
            if !self.index.contains_key(to) {
                self.visit(to);
                let low = self.low[file].min(self.low[to]);
                self.low.insert(file, low);
            } else if self.stack.contains(&to) {
                let low = self.low[file].min(self.index[to]);
                self.low.insert(file, low);
            }
        }
        if self.low[file] == self.index[file] {
            let mut component = Vec::new();
            while let Some(top) = self.stack.pop() {
                component.push(top);
                if top == file {
                    break;
                }
            }
            self.components.push(component);
        }
    }
}
