//! Parameter references in the strings of classes and parameterised
//! constraints: `{name}`, `{name|SEP}` (a list joined with SEP) and
//! `{name|SEP|ITEM}` (each element written as ITEM with `%` standing for it),
//! which is how `.ods` says TableGen's `#`, `!interleave` and `!foreach`.
//! Braces that do not name a parameter are left as written.

/// The value of a parameter as text.
pub(crate) struct Rendered {
    /// One element for a scalar, the elements of a list.
    pub items: Vec<String>,
    /// Separator when the reference names none (`", "`, or `" or "` for types).
    pub default_sep: &'static str,
}

impl Rendered {
    /// A scalar value.
    pub fn one(s: String) -> Rendered {
        Rendered {
            items: vec![s],
            default_sep: ", ",
        }
    }
}

/// Replaces every `{param...}` whose name `lookup` knows by its text.
pub(crate) fn render(text: &str, lookup: &mut dyn FnMut(&str) -> Option<Rendered>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let inner = &after[..close];
        let mut parts = inner.splitn(3, '|');
        let name = parts.next().unwrap_or_default();
        let sep = parts.next();
        let item = parts.next();
        match is_name(name).then(|| lookup(name)).flatten() {
            Some(v) => {
                let items: Vec<String> = v
                    .items
                    .iter()
                    .map(|x| item.map_or_else(|| x.clone(), |pattern| pattern.replace('%', x)))
                    .collect();
                out.push_str(&items.join(sep.unwrap_or(v.default_sep)));
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether the text between braces could name a parameter.
fn is_name(s: &str) -> bool {
    let mut c = s.chars();
    c.next().is_some_and(|f| f.is_ascii_alphabetic() || f == '_') && c.all(|x| x.is_ascii_alphanumeric() || x == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lookup(name: &str) -> Option<Rendered> {
        match name {
            "ranks" => Some(Rendered {
                items: vec!["1".into(), "2".into()],
                default_sep: ", ",
            }),
            "w" => Some(Rendered::one("32".into())),
            _ => None,
        }
    }

    #[test]
    fn references_render_and_others_stay() {
        let r = |s: &str| render(s, &mut lookup);
        assert_eq!(r("{ranks|/|%D} tensor"), "1D/2D tensor");
        assert_eq!(r("shape [{ranks}]"), "shape [1, 2]");
        assert_eq!(r("{w}-bit {other} {not a name} {"), "32-bit {other} {not a name} {");
    }
}
