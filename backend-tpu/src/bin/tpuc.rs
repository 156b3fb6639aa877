//! `tpuc`: rods' TPU tool.
//!
//! ```text
//! tpuc dis FILE.bmodel [--format text|json]   every command: engine, layout, op, non-zero fields
//! tpuc info FILE.bmodel                        nets, tensors, command groups, sizes
//! ```

use std::path::Path;
use std::process::ExitCode;

use backend_tpu::bmodel::BModel;
use backend_tpu::dis;

const USAGE: &str = "usage: tpuc dis FILE.bmodel [--format text|json]\n       tpuc info FILE.bmodel";

enum Format {
    Text,
    Json,
}

fn run(args: &[String]) -> Result<String, String> {
    let (cmd, rest) = args.split_first().ok_or(USAGE)?;
    match cmd.as_str() {
        "dis" => {
            let mut file = None;
            let mut format = Format::Text;
            let mut it = rest.iter();
            while let Some(a) = it.next() {
                let value = match a.as_str() {
                    "--format" => Some(it.next().ok_or("--format needs a value")?.as_str()),
                    s => s.strip_prefix("--format="),
                };
                match (value, a.as_str()) {
                    (Some("json"), _) => format = Format::Json,
                    (Some("text"), _) => format = Format::Text,
                    (Some(v), _) => return Err(format!("unknown format `{v}` (text or json)")),
                    (None, s) if s.starts_with('-') => return Err(format!("unknown option `{s}`\n{USAGE}")),
                    (None, s) if file.is_none() => file = Some(s),
                    (None, _) => return Err(USAGE.into()),
                }
            }
            let file = file.ok_or(USAGE)?;
            let model = BModel::read(Path::new(file)).map_err(|e| format!("{file}: {e}"))?;
            let commands = dis::disassemble(&model).map_err(|e| format!("{file}: {e}"))?;
            Ok(match format {
                Format::Text => dis::text(&commands),
                Format::Json => dis::json(&commands),
            })
        }
        "info" => {
            let [file] = rest else { return Err(USAGE.into()) };
            let model = BModel::read(Path::new(file)).map_err(|e| format!("{file}: {e}"))?;
            Ok(dis::info(&model))
        }
        "-h" | "--help" | "help" => Ok(format!("{USAGE}\n")),
        other => Err(format!("unknown command `{other}`\n{USAGE}")),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(msg) => {
            eprintln!("tpuc: {msg}");
            ExitCode::FAILURE
        }
    }
}
