//! `tpuc`: rods' TPU tool.
//!
//! ```text
//! tpuc dis FILE.bmodel [--format text|json]   every command: engine, layout, op, non-zero fields
//! tpuc info FILE.bmodel                        nets, tensors, command groups, sizes
//! tpuc codegen FINAL.mlir [--weights W.npz] -o OUT.bmodel
//!                                              TPU-MLIR's addressed IR to a bmodel
//! tpuc compile MODEL.mlir [--weights W.npz] [--chip bm1684x]
//!              [--quantize F32|F16|BF16|INT8 [--calibration-table T]]
//!              [--dump-ir-after STAGE|all]... -o OUT.bmodel
//!                                              a top or TOSA model to a bmodel
//! ```

use std::path::Path;
use std::process::ExitCode;

use backend_tpu::bmodel::{assemble, stamp, BModel};
use backend_tpu::regdef::Chip;
use backend_tpu::weights::Weights;
use backend_tpu::{dis, driver};

const USAGE: &str = "usage: tpuc dis FILE.bmodel [--format text|json]
       tpuc info FILE.bmodel
       tpuc codegen FINAL.mlir [--weights W.npz] -o OUT.bmodel
       tpuc compile MODEL.mlir [--weights W.npz] [--chip bm1684x]
                    [--quantize F32|F16|BF16|INT8 [--calibration-table T]]
                    [--dump-ir-after import|top|tpu|final|all]... -o OUT.bmodel";

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
        "codegen" => codegen(rest),
        "compile" => compile(rest),
        "-h" | "--help" | "help" => Ok(format!("{USAGE}\n")),
        other => Err(format!("unknown command `{other}`\n{USAGE}")),
    }
}

/// `tpuc codegen FINAL.mlir [--weights W.npz] -o OUT.bmodel`.
fn codegen(args: &[String]) -> Result<String, String> {
    let (mut input, mut weights, mut output) = (None, None, None);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--weights" => weights = Some(it.next().ok_or("--weights needs a file")?),
            "-o" => output = Some(it.next().ok_or("-o needs a file")?),
            s if s.starts_with('-') => return Err(format!("unknown option `{s}`\n{USAGE}")),
            s if input.is_none() => input = Some(s),
            _ => return Err(USAGE.into()),
        }
    }
    let (input, output) = (input.ok_or(USAGE)?, output.ok_or("codegen needs -o OUT.bmodel")?);
    let text = std::fs::read(input).map_err(|e| format!("{input}: {e}"))?;
    let weights = match weights {
        Some(w) => Weights::read(Path::new(w)).map_err(|e| e.to_string())?,
        None => Weights::default(),
    };
    let net = driver::codegen_text(input, &text, &weights)?;
    let model = assemble(Chip::Bm1684x, stamp::VERSION, &stamp::now(), &[net]).map_err(|e| e.to_string())?;
    model.write(Path::new(output)).map_err(|e| format!("{output}: {e}"))?;
    Ok(summary(&model, output))
}

/// `tpuc compile MODEL.mlir ... -o OUT.bmodel`.
fn compile(args: &[String]) -> Result<String, String> {
    let (mut input, mut weights, mut output) = (None, None, None);
    let mut options = driver::CompileOptions::default();
    let mut dumps: Vec<String> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |what: &str| it.next().cloned().ok_or(format!("{what} needs a value"));
        match a.as_str() {
            "--weights" => weights = Some(value("--weights")?),
            "-o" => output = Some(value("-o")?),
            "--chip" => options.chip = value("--chip")?.to_lowercase(),
            "--quantize" => options.mode = value("--quantize")?.to_uppercase(),
            "--calibration-table" => options.calibration_table = Some(value("--calibration-table")?.into()),
            "--dump-ir-after" => dumps.push(value("--dump-ir-after")?),
            s if s.starts_with('-') => return Err(format!("unknown option `{s}`\n{USAGE}")),
            s if input.is_none() => input = Some(s.to_string()),
            _ => return Err(USAGE.into()),
        }
    }
    let (input, output) = (input.ok_or(USAGE)?, output.ok_or("compile needs -o OUT.bmodel")?);
    let known: Vec<&str> = driver::STAGES.iter().map(|(s, _)| *s).collect();
    if let Some(bad) = dumps.iter().find(|d| *d != "all" && !known.contains(&d.as_str())) {
        return Err(format!(
            "--dump-ir-after: unknown stage `{bad}` (one of {}, or all)",
            known.join(", ")
        ));
    }
    let text = std::fs::read(&input).map_err(|e| format!("{input}: {e}"))?;
    let weights = match weights {
        Some(w) => Weights::read(Path::new(&w)).map_err(|e| e.to_string())?,
        None => Weights::default(),
    };
    let stem = output.strip_suffix(".bmodel").unwrap_or(&output).to_string();
    let mut out = String::new();
    // Each stage reports (and writes its IR) as soon as it has run, so a failing later
    // stage or code generation still leaves the IR before it.
    let mut on_stage = |(stage, time, ir): &driver::StageRun| {
        eprintln!("[tpuc] {stage}: {:.1} ms", time.as_secs_f64() * 1000.0);
        if dumps.iter().any(|d| d == stage || d == "all") {
            let path = format!("{stem}_{stage}.mlir");
            std::fs::write(&path, format!("{ir}\n")).map_err(|e| format!("{path}: {e}"))?;
            eprintln!("[tpuc] wrote {path}");
        }
        Ok(())
    };
    let compiled = driver::compile_text_with(&input, &text, &weights, &options, &mut on_stage)?;
    eprintln!("[tpuc] codegen: {:.1} ms", compiled.codegen.as_secs_f64() * 1000.0);
    let model = assemble(Chip::Bm1684x, stamp::VERSION, &stamp::now(), &[compiled.net]).map_err(|e| e.to_string())?;
    model.write(Path::new(&output)).map_err(|e| format!("{output}: {e}"))?;
    out.push_str(&summary(&model, &output));
    out.push_str(&format!(
        "{} tpu ops (groups, loads and stores included)\n",
        compiled.ops
    ));
    Ok(out)
}

/// One line per net: commands per engine, coefficient and activation bytes.
fn summary(model: &BModel, output: &str) -> String {
    let mut out = format!("wrote {output}\n");
    for net in &model.model.nets {
        for p in &net.parameters {
            let tiu: u64 = p.cmd_groups.iter().map(|g| u64::from(g.bdc_num)).sum();
            let gdma: u64 = p.cmd_groups.iter().map(|g| u64::from(g.gdma_num)).sum();
            let coeff = p.coeff_mem.as_ref().map_or(0, |c| c.binary_coeff.map_or(0, |b| b.size));
            out.push_str(&format!(
                "net {}: {} command group(s), {tiu} TIU and {gdma} GDMA commands, {coeff} coefficient bytes, {} activation bytes\n",
                net.name,
                p.cmd_groups.len(),
                p.ctx_size
            ));
        }
    }
    out
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
