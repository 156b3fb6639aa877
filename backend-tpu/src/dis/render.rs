//! Text and JSON listings of decoded commands.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use super::DecodedCommand;

/// Field names for output: the table's name, or the unique Rust name when the table repeats
/// a name (`reserved`) within the same command.
fn named_fields(cmd: &DecodedCommand) -> Vec<(&'static str, u64)> {
    let mut seen = BTreeSet::new();
    cmd.values
        .nonzero()
        .map(|(f, v)| if seen.insert(f.name) { (f.name, v) } else { (f.ident, v) })
        .collect()
}

/// One line per command: group, engine, layout, op, then every non-zero field as `name=value`.
pub fn text(commands: &[DecodedCommand]) -> String {
    let mut out = String::new();
    let mut group = None;
    for cmd in commands {
        if group != Some(cmd.group) {
            group = Some(cmd.group);
            let _ = writeln!(out, "; group {}", cmd.group);
        }
        let layout = cmd.values.layout();
        let op = cmd.op.map(|o| o.name).unwrap_or("?");
        let _ = write!(out, "{:<5}{:<22}{:<24}", cmd.engine.name(), layout.name, op);
        for (name, v) in named_fields(cmd) {
            let _ = write!(out, " {name}={v}");
        }
        out.push('\n');
    }
    out
}

/// A JSON string literal.
fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// One JSON array: one object per command with keys `group`, `engine`, `reg`, `op` and
/// `fields` (every non-zero field name to its integer value).
pub fn json(commands: &[DecodedCommand]) -> String {
    let mut out = String::from("[");
    for (i, cmd) in commands.iter().enumerate() {
        out.push_str(if i == 0 { "\n  " } else { ",\n  " });
        let op = cmd.op.map(|o| json_string(o.name)).unwrap_or_else(|| "null".into());
        let _ = write!(
            out,
            "{{\"group\": {}, \"engine\": {}, \"reg\": {}, \"op\": {op}, \"fields\": {{",
            cmd.group,
            json_string(cmd.engine.name()),
            json_string(cmd.values.layout().name)
        );
        for (k, (name, v)) in named_fields(cmd).into_iter().enumerate() {
            let _ = write!(out, "{}{}: {v}", if k == 0 { "" } else { ", " }, json_string(name));
        }
        out.push_str("}}");
    }
    out.push_str(if commands.is_empty() { "]\n" } else { "\n]\n" });
    out
}
