//! Generates the BM1684X register definitions from the field tables in `data/`.
//!
//! Input: `data/bm1684x_reg_fields.csv` (`reg,engine,total_bits,field,bit_offset,bit_width`)
//! and `data/bm1684x_opcodes.csv` (`engine,reg,short_cmd,opcode_field_value,subtype_field_value,op_name`).
//! Output: `$OUT_DIR/bm1684x_regdef.rs`, included by `src/regdef/bm1684x.rs`. It holds the
//! layout and op tables (`LAYOUTS`, `OPS`) and one typed struct per layout with one field per
//! hardware field, plus the `AnyCommand` enum over all of them.
//!
//! The build fails with a message naming the CSV line when the table is inconsistent
//! (overlapping or out-of-range fields, a field wider than 64 bits, an op naming an unknown
//! layout, two fields that map to the same Rust name).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

struct Field {
    name: String,
    ident: String,
    offset: u32,
    width: u32,
}

struct Layout {
    name: String,
    rust: String,
    engine: String,
    bits: u32,
    fields: Vec<Field>,
}

struct Op {
    engine: String,
    layout: usize,
    short: Option<u32>,
    opcode: u64,
    subtype: u64,
    name: String,
}

fn main() {
    let fields_csv = "data/bm1684x_reg_fields.csv";
    let ops_csv = "data/bm1684x_opcodes.csv";
    println!("cargo:rerun-if-changed={fields_csv}");
    println!("cargo:rerun-if-changed={ops_csv}");
    println!("cargo:rerun-if-changed=build.rs");
    let layouts = read_layouts(fields_csv).unwrap_or_else(|e| fail(&e));
    let ops = read_ops(ops_csv, &layouts).unwrap_or_else(|e| fail(&e));
    let code = generate(&layouts, &ops);
    let out = std::env::var("OUT_DIR").unwrap_or_else(|_| fail("OUT_DIR is not set"));
    let path = Path::new(&out).join("bm1684x_regdef.rs");
    std::fs::write(&path, code).unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", path.display())));
}

fn fail(msg: &str) -> ! {
    eprintln!("backend-tpu build.rs: {msg}");
    std::process::exit(1);
}

fn read_rows(path: &str, columns: usize) -> Result<Vec<(usize, Vec<String>)>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate().skip(1) {
        if line.trim().is_empty() {
            continue;
        }
        let cells: Vec<String> = line.split(',').map(|s| s.trim().to_string()).collect();
        if cells.len() != columns {
            return Err(format!(
                "{path}:{}: expected {columns} columns, found {}",
                i + 1,
                cells.len()
            ));
        }
        rows.push((i + 1, cells));
    }
    Ok(rows)
}

fn parse_u32(path: &str, line: usize, what: &str, s: &str) -> Result<u32, String> {
    s.parse()
        .map_err(|_| format!("{path}:{line}: {what} `{s}` is not a number"))
}

fn read_layouts(path: &str) -> Result<Vec<Layout>, String> {
    let mut layouts: Vec<Layout> = Vec::new();
    for (line, cells) in read_rows(path, 6)? {
        let bits = parse_u32(path, line, "total_bits", &cells[2])?;
        let offset = parse_u32(path, line, "bit_offset", &cells[4])?;
        let width = parse_u32(path, line, "bit_width", &cells[5])?;
        if width == 0 || width > 64 {
            return Err(format!("{path}:{line}: width {width} is outside 1..=64"));
        }
        if offset / 64 != (offset + width - 1) / 64 {
            return Err(format!("{path}:{line}: field crosses a 64-bit word"));
        }
        if layouts.last().map(|l| l.name != cells[0]).unwrap_or(true) {
            if layouts.iter().any(|l| l.name == cells[0]) {
                return Err(format!(
                    "{path}:{line}: layout {} is not contiguous in the table",
                    cells[0]
                ));
            }
            if bits % 64 != 0 {
                return Err(format!("{path}:{line}: total_bits {bits} is not a multiple of 64"));
            }
            layouts.push(Layout {
                rust: rust_type_name(&cells[0]),
                name: cells[0].clone(),
                engine: cells[1].clone(),
                bits,
                fields: Vec::new(),
            });
        }
        let layout = layouts.last_mut().ok_or("empty table")?;
        if layout.bits != bits || layout.engine != cells[1] {
            return Err(format!(
                "{path}:{line}: engine/total_bits differ within layout {}",
                layout.name
            ));
        }
        let expected = layout.fields.last().map(|f| f.offset + f.width).unwrap_or(0);
        if offset != expected {
            return Err(format!(
                "{path}:{line}: field starts at bit {offset}, expected {expected}"
            ));
        }
        if offset + width > bits {
            return Err(format!("{path}:{line}: field ends past bit {bits}"));
        }
        layout.fields.push(Field {
            ident: String::new(),
            name: cells[3].clone(),
            offset,
            width,
        });
    }
    for layout in &mut layouts {
        let end = layout.fields.last().map(|f| f.offset + f.width).unwrap_or(0);
        if end != layout.bits {
            return Err(format!(
                "{path}: layout {} covers {end} of {} bits",
                layout.name, layout.bits
            ));
        }
        assign_idents(layout)?;
    }
    let mut seen = BTreeMap::new();
    for l in &layouts {
        if let Some(other) = seen.insert(l.rust.clone(), l.name.clone()) {
            return Err(format!(
                "layouts {other} and {} both map to Rust type {}",
                l.name, l.rust
            ));
        }
    }
    Ok(layouts)
}

/// Rust field names: lower snake case of the table name; a name seen before in the same
/// layout (the table repeats `reserved`/`Reserved`) gets `_1`, `_2`, ... by occurrence.
fn assign_idents(layout: &mut Layout) -> Result<(), String> {
    let mut count: BTreeMap<String, usize> = BTreeMap::new();
    let mut used: BTreeMap<String, String> = BTreeMap::new();
    for f in &mut layout.fields {
        let base = snake(&f.name);
        let n = count.entry(base.clone()).or_insert(0);
        let ident = if *n == 0 { base.clone() } else { format!("{base}_{n}") };
        *n += 1;
        if let Some(prev) = used.insert(ident.clone(), f.name.clone()) {
            return Err(format!(
                "layout {}: fields `{prev}` and `{}` both map to `{ident}`",
                layout.name, f.name
            ));
        }
        f.ident = ident;
    }
    Ok(())
}

/// Splits a name into words at non-alphanumerics and lower-to-upper case changes.
fn words(name: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut prev_lower = false;
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            if c.is_ascii_uppercase() && prev_lower && !cur.is_empty() {
                words.push(std::mem::take(&mut cur));
            }
            prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
            cur.push(c);
        } else {
            if !cur.is_empty() {
                words.push(std::mem::take(&mut cur));
            }
            prev_lower = false;
        }
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    words
}

fn snake(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('_') && !out.is_empty() {
            out.push('_');
        }
    }
    while out.ends_with('_') {
        out.pop();
    }
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) || is_keyword(&out) {
        out.insert_str(0, "f_");
    }
    out
}

fn is_keyword(s: &str) -> bool {
    matches!(
        s,
        "as" | "break"
            | "const"
            | "continue"
            | "crate"
            | "else"
            | "enum"
            | "extern"
            | "false"
            | "fn"
            | "for"
            | "if"
            | "impl"
            | "in"
            | "let"
            | "loop"
            | "match"
            | "mod"
            | "move"
            | "mut"
            | "pub"
            | "ref"
            | "return"
            | "self"
            | "static"
            | "struct"
            | "super"
            | "trait"
            | "true"
            | "type"
            | "unsafe"
            | "use"
            | "where"
            | "while"
            | "async"
            | "await"
            | "dyn"
            | "abstract"
            | "become"
            | "box"
            | "do"
            | "final"
            | "macro"
            | "override"
            | "priv"
            | "typeof"
            | "unsized"
            | "virtual"
            | "yield"
            | "try"
            | "gen"
    )
}

/// UpperCamelCase type name; a parenthesised suffix (`DMA_tensor（0x000）`) is dropped.
fn rust_type_name(name: &str) -> String {
    let base = name.split(['（', '(']).next().unwrap_or(name);
    let mut out = String::new();
    for w in words(base) {
        let mut chars = w.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.extend(chars.map(|c| c.to_ascii_lowercase()));
        }
    }
    out
}

fn read_ops(path: &str, layouts: &[Layout]) -> Result<Vec<Op>, String> {
    let mut ops = Vec::new();
    for (line, cells) in read_rows(path, 6)? {
        let layout = layouts
            .iter()
            .position(|l| l.name == cells[1] && l.engine == cells[0])
            .ok_or_else(|| format!("{path}:{line}: unknown layout {} for engine {}", cells[1], cells[0]))?;
        let short = match cells[2].as_str() {
            "any" => None,
            s => Some(parse_u32(path, line, "short_cmd", s)?),
        };
        ops.push(Op {
            engine: cells[0].clone(),
            layout,
            short,
            opcode: u64::from(parse_u32(path, line, "opcode", &cells[3])?),
            subtype: u64::from(parse_u32(path, line, "subtype", &cells[4])?),
            name: cells[5].clone(),
        });
    }
    Ok(ops)
}

fn engine_variant(engine: &str) -> &'static str {
    match engine {
        "tiu" => "Engine::Tiu",
        "gdma" => "Engine::Gdma",
        "sdma" => "Engine::Sdma",
        "hau" => "Engine::Hau",
        "cdma" => "Engine::Cdma",
        _ => fail(&format!("unknown engine {engine}")),
    }
}

fn int_type(width: u32) -> &'static str {
    match width {
        0..=8 => "u8",
        9..=16 => "u16",
        17..=32 => "u32",
        _ => "u64",
    }
}

fn generate(layouts: &[Layout], ops: &[Op]) -> String {
    let mut s = String::new();
    let w = &mut s;
    let _ = writeln!(
        w,
        "// @generated by backend-tpu/build.rs from data/bm1684x_reg_fields.csv and data/bm1684x_opcodes.csv."
    );
    let _ = writeln!(w, "// Do not edit: change the tables instead.\n");
    // Field tables.
    for (i, l) in layouts.iter().enumerate() {
        let _ = writeln!(w, "static FIELDS_{i}: [FieldDef; {}] = [", l.fields.len());
        for f in &l.fields {
            let _ = writeln!(
                w,
                "    FieldDef {{ name: {:?}, ident: {:?}, offset: {}, width: {} }},",
                f.name, f.ident, f.offset, f.width
            );
        }
        let _ = writeln!(w, "];");
    }
    // Layout table.
    let _ = writeln!(w, "\n/// Every BM1684X command layout, in field-table order.");
    let _ = writeln!(w, "pub static LAYOUTS: [LayoutDef; {}] = [", layouts.len());
    for (i, l) in layouts.iter().enumerate() {
        let pos = |n: &str| {
            l.fields
                .iter()
                .position(|f| f.name == n)
                .map(|p| format!("Some({p})"))
                .unwrap_or_else(|| "None".into())
        };
        let _ = writeln!(
            w,
            "    LayoutDef {{ chip: Chip::Bm1684x, index: {i}, name: {:?}, rust_name: {:?}, engine: {}, bits: {}, fields: &FIELDS_{i}, id_field: {}, dep_field: {} }},",
            l.name,
            l.rust,
            engine_variant(&l.engine),
            l.bits,
            pos("cmd_id"),
            pos("cmd_id_dep")
        );
    }
    let _ = writeln!(w, "];");
    // Op table.
    let _ = writeln!(
        w,
        "\n/// Every BM1684X op: which layout, short flag, opcode and subtype select it."
    );
    let _ = writeln!(w, "pub static OPS: [OpDef; {}] = [", ops.len());
    for o in ops {
        let short = o
            .short
            .map(|s| format!("Some({})", s != 0))
            .unwrap_or_else(|| "None".into());
        let _ = writeln!(
            w,
            "    OpDef {{ engine: {}, layout: {}, short: {short}, opcode: {}, subtype: {}, name: {:?} }},",
            engine_variant(&o.engine),
            o.layout,
            o.opcode,
            o.subtype,
            o.name
        );
    }
    let _ = writeln!(w, "];");
    // Typed structs.
    for (i, l) in layouts.iter().enumerate() {
        let engine = l.engine.to_uppercase();
        let _ = writeln!(
            w,
            "\n/// Layout `{}`: {engine} command, {} bits ({} bytes).",
            l.name,
            l.bits,
            l.bits / 8
        );
        let _ = writeln!(w, "///");
        let _ = writeln!(
            w,
            "/// One field per hardware field; a value wider than the field is an encode error."
        );
        let _ = writeln!(w, "#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]");
        let _ = writeln!(w, "pub struct {} {{", l.rust);
        for f in &l.fields {
            let _ = writeln!(
                w,
                "    /// `{}`: bits {}..{} ({} bit{}).",
                f.name,
                f.offset,
                f.offset + f.width,
                f.width,
                if f.width == 1 { "" } else { "s" }
            );
            let _ = writeln!(w, "    pub {}: {},", f.ident, int_type(f.width));
        }
        let _ = writeln!(w, "}}\n");
        let _ = writeln!(w, "impl Command for {} {{", l.rust);
        let _ = writeln!(
            w,
            "    fn layout_def() -> &'static LayoutDef {{\n        &LAYOUTS[{i}]\n    }}"
        );
        let _ = writeln!(w, "    fn to_values(&self) -> FieldValues {{");
        let _ = writeln!(w, "        FieldValues::from_raw(&LAYOUTS[{i}], vec![");
        for f in &l.fields {
            if int_type(f.width) == "u64" {
                let _ = writeln!(w, "            self.{},", f.ident);
            } else {
                let _ = writeln!(w, "            u64::from(self.{}),", f.ident);
            }
        }
        let _ = writeln!(w, "        ])\n    }}");
        let _ = writeln!(
            w,
            "    fn from_values(values: &FieldValues) -> Result<Self, RegError> {{"
        );
        let _ = writeln!(w, "        let v = values.expect_layout(&LAYOUTS[{i}])?;");
        let _ = writeln!(w, "        Ok(Self {{");
        for (k, f) in l.fields.iter().enumerate() {
            let _ = writeln!(w, "            {}: narrow(&LAYOUTS[{i}], {k}, v[{k}])?,", f.ident);
        }
        let _ = writeln!(w, "        }})\n    }}\n}}");
    }
    // The enum over all layouts.
    let _ = writeln!(w, "\n/// A BM1684X command of any layout.");
    let _ = writeln!(w, "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]");
    let _ = writeln!(w, "pub enum AnyCommand {{");
    for l in layouts {
        let _ = writeln!(w, "    /// Layout `{}`.", l.name);
        let _ = writeln!(w, "    {}({}),", l.rust, l.rust);
    }
    let _ = writeln!(w, "}}\n");
    let _ = writeln!(w, "impl AnyCommand {{");
    let _ = writeln!(w, "    /// The typed command for `values`, whatever its layout.");
    let _ = writeln!(
        w,
        "    pub fn from_values(values: &FieldValues) -> Result<Self, RegError> {{"
    );
    let _ = writeln!(w, "        match values.layout().index {{");
    for (i, l) in layouts.iter().enumerate() {
        let _ = writeln!(
            w,
            "            {i} => Ok(Self::{}({}::from_values(values)?)),",
            l.rust, l.rust
        );
    }
    let _ = writeln!(
        w,
        "            _ => Err(RegError::WrongChip {{ layout: values.layout().name }}),"
    );
    let _ = writeln!(w, "        }}\n    }}");
    let _ = writeln!(w, "    /// The field values of this command.");
    let _ = writeln!(
        w,
        "    pub fn to_values(&self) -> FieldValues {{\n        match self {{"
    );
    for l in layouts {
        let _ = writeln!(w, "            Self::{}(c) => c.to_values(),", l.rust);
    }
    let _ = writeln!(w, "        }}\n    }}");
    let _ = writeln!(w, "    /// The layout of this command.");
    let _ = writeln!(
        w,
        "    pub fn layout(&self) -> &'static LayoutDef {{\n        match self {{"
    );
    for l in layouts {
        let _ = writeln!(w, "            Self::{}(_) => {}::layout_def(),", l.rust, l.rust);
    }
    let _ = writeln!(w, "        }}\n    }}\n}}");
    s
}
