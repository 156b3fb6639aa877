//! TPU-MLIR 1.30.2's own tools, when `backend-tpu/tools/tpu-oracle setup` has installed them.
//!
//! The install is found where tpu-oracle puts it: `$RODS_TPU_ORACLE_HOME`, else
//! `${XDG_CACHE_HOME:-~/.cache}/rods/tpu-oracle`, holding a venv with the `tpu_mlir` wheel.
//! Each tool runs with the environment tpu-oracle gives it (PATH, PYTHONPATH,
//! LD_LIBRARY_PATH, TPUC_ROOT), set for the child process only.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// A found install.
pub struct Oracle {
    venv: PathBuf,
    pkg: PathBuf,
    /// The cmodel runs this oracle has seen (see [`Oracle::run_cmodel`]).
    runs: Mutex<Vec<CmodelRun>>,
    /// How many cmodel output paths this oracle has handed out.
    outputs: AtomicUsize,
}

/// One cmodel run: the bmodel and input it read (their bytes) and the output it wrote
/// (a file name of this oracle's own, which no build overwrites).
struct CmodelRun {
    bmodel: Vec<u8>,
    input: Vec<u8>,
    out: PathBuf,
}

fn home() -> Option<PathBuf> {
    if let Some(h) = std::env::var_os("RODS_TPU_ORACLE_HOME") {
        return Some(PathBuf::from(h));
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
    Some(cache.join("rods").join("tpu-oracle"))
}

impl Oracle {
    /// The install, or why there is none.
    pub fn find() -> Result<Oracle, String> {
        let home = home().ok_or("neither RODS_TPU_ORACLE_HOME nor HOME is set")?;
        let venv = home.join("venv");
        let lib = venv.join("lib");
        let entries = std::fs::read_dir(&lib).map_err(|_| format!("no install under {}", home.display()))?;
        for e in entries.flatten() {
            let pkg = e.path().join("site-packages").join("tpu_mlir");
            if pkg.join("bin").join("model_tool").is_file() {
                let pkg = pkg.canonicalize().unwrap_or(pkg);
                return Ok(Oracle {
                    venv,
                    pkg,
                    runs: Mutex::new(Vec::new()),
                    outputs: AtomicUsize::new(0),
                });
            }
        }
        Err(format!("no tpu_mlir package under {}", lib.display()))
    }

    /// Finds the install, or prints clearly that the test is skipped and returns `None`.
    /// With `RODS_REQUIRE_TPU_ORACLE=1` a missing install fails the test instead.
    pub fn find_or_skip(test: &str) -> Option<Oracle> {
        match Oracle::find() {
            Ok(o) => Some(o),
            Err(why) => {
                let msg = format!(
                    "SKIPPED {test}: TPU-MLIR's tools are not set up ({why}); \
                     run `backend-tpu/tools/tpu-oracle setup` to enable this check"
                );
                if std::env::var("RODS_REQUIRE_TPU_ORACLE").is_ok_and(|v| v == "1") {
                    panic!("{msg}");
                }
                // Straight to stderr, past the test harness's capture, so the skip is seen.
                let _ = writeln!(std::io::stderr(), "{msg}");
                None
            }
        }
    }

    fn python(&self) -> PathBuf {
        self.venv.join("bin").join("python")
    }

    fn command(&self, program: &Path) -> Command {
        let mut c = Command::new(program);
        let path = std::env::var("PATH").unwrap_or_default();
        let ld = std::env::var("LD_LIBRARY_PATH").unwrap_or_default();
        let p = |rel: &str| self.pkg.join(rel).display().to_string();
        c.env(
            "PATH",
            format!(
                "{}:{}:{}:{path}",
                p("bin"),
                p("python/tools"),
                self.venv.join("bin").display()
            ),
        )
        .env("PYTHONPATH", format!("{}:{}", self.pkg.display(), p("python")))
        .env("LD_LIBRARY_PATH", format!("{}:{}:{ld}", p("lib"), p("lib/capi")))
        .env("TPUC_ROOT", &self.pkg)
        .env("PYTHONNOUSERSITE", "1")
        .env("VIRTUAL_ENV", &self.venv)
        .env_remove("PYTHONHOME")
        .env_remove("CMODEL_LOCKFILE");
        c
    }

    fn run(&self, mut c: Command, what: &str) -> Output {
        let out = c.output().unwrap_or_else(|e| panic!("{what}: cannot run: {e}"));
        assert!(
            out.status.success(),
            "{what} failed ({}):\nstdout:\n{}\nstderr:\n{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        out
    }

    /// `model_tool ARGS...`; its stdout.
    pub fn model_tool(&self, args: &[&str], bmodel: &Path) -> String {
        let mut c = self.command(&self.pkg.join("bin").join("model_tool"));
        c.args(args).arg(bmodel);
        String::from_utf8_lossy(&self.run(c, "model_tool").stdout).into_owned()
    }

    /// `bmodel_dis.py --format reg BMODEL`; its stdout.
    pub fn dis_reg(&self, bmodel: &Path) -> String {
        let mut c = self.command(&self.python());
        c.arg(self.pkg.join("python/tools/bmodel_dis.py"))
            .args(["--format", "reg"])
            .arg(bmodel);
        String::from_utf8_lossy(&self.run(c, "bmodel_dis.py").stdout).into_owned()
    }

    /// Runs the bmodel on the CPU cmodel (`model_runner.py`) in `work`; returns the output npz.
    ///
    /// The cmodel is deterministic: the same bmodel bytes on the same input bytes give the
    /// same output. So a bmodel byte-identical to one this oracle has already run on that
    /// input (`tpuc codegen` of TPU-MLIR's final IR and `tpuc compile` of its top model
    /// give the same bytes whenever rods groups as TPU-MLIR) is not run again: the
    /// earlier output is returned. (TPU-MLIR's own bmodel orders its FlatBuffers tables
    /// differently, so its run is never reused.)
    pub fn run_cmodel(&self, bmodel: &Path, input: &Path, work: &Path) -> PathBuf {
        let read = |p: &Path| std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        let (bmodel_bytes, input_bytes) = (read(bmodel), read(input));
        if let Some(out) = self.earlier_run(&bmodel_bytes, &input_bytes) {
            eprintln!(
                "cmodel: {} is byte-identical to a bmodel already run on this input",
                bmodel.display()
            );
            return out;
        }
        let out = self.fresh_output(work);
        let mut c = self.command(&self.python());
        c.arg(self.pkg.join("python/tools/model_runner.py"))
            .arg("--input")
            .arg(input)
            .arg("--model")
            .arg(bmodel)
            .arg("--output")
            .arg(&out)
            .current_dir(work);
        self.run(c, "model_runner.py");
        self.remember(bmodel_bytes, input_bytes, out.clone());
        out
    }

    /// `tpu-oracle compile DIR ARGS...`: TPU-MLIR's build of the model in `dir`; the
    /// tool's stdout.
    pub fn compile(&self, dir: &Path, args: &[&str]) -> String {
        let dir_arg = dir.display().to_string();
        let mut full = vec!["compile", dir_arg.as_str()];
        full.extend_from_slice(args);
        self.tool("tpu-oracle", &full)
    }

    /// The output of an earlier run of these bmodel and input bytes, if any.
    fn earlier_run(&self, bmodel: &[u8], input: &[u8]) -> Option<PathBuf> {
        let runs = self.runs.lock().unwrap_or_else(|p| p.into_inner());
        runs.iter()
            .find(|r| r.bmodel == bmodel && r.input == input && r.out.is_file())
            .map(|r| r.out.clone())
    }

    /// A path in `work` for the next run's output, distinct from every earlier one.
    fn fresh_output(&self, work: &Path) -> PathBuf {
        let n = self.outputs.fetch_add(1, Ordering::Relaxed);
        work.join(format!("rods_cmodel_out_{n}.npz"))
    }

    /// Records a run for [`Oracle::earlier_run`].
    fn remember(&self, bmodel: Vec<u8>, input: Vec<u8>, out: PathBuf) {
        let mut runs = self.runs.lock().unwrap_or_else(|p| p.into_inner());
        runs.push(CmodelRun { bmodel, input, out });
    }

    /// One of the project's TPU tools (`backend-tpu/tools/`: `tpu-models`, `tpu-oracle`)
    /// with `args`, using this install; its stdout.
    pub fn tool(&self, tool: &str, args: &[&str]) -> String {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tools").join(tool);
        let mut c = Command::new(self.python());
        c.arg(script)
            .args(args)
            .env("PYTHONNOUSERSITE", "1")
            .env_remove("PYTHONPATH");
        if let Some(home) = home() {
            c.env("RODS_TPU_ORACLE_HOME", home);
        }
        String::from_utf8_lossy(&self.run(c, tool).stdout).into_owned()
    }

    /// `python SCRIPT ARGS...` with the venv's python (and its numpy); its stdout.
    pub fn python_script(&self, script: &Path, args: &[&std::ffi::OsStr]) -> String {
        let mut c = Command::new(self.python());
        c.arg(script)
            .args(args)
            .env("PYTHONNOUSERSITE", "1")
            .env_remove("PYTHONPATH");
        String::from_utf8_lossy(&self.run(c, &script.display().to_string()).stdout).into_owned()
    }

    /// Writes a one-array f32 `.npz` (with the venv's numpy; the values pass through a
    /// raw little-endian file beside it, so any size fits).
    pub fn write_npz(&self, path: &Path, name: &str, shape: &[usize], data: &[f32]) {
        let raw = path.with_extension("f32");
        let bytes: Vec<u8> = data.iter().flat_map(|v| v.to_le_bytes()).collect();
        std::fs::write(&raw, bytes).unwrap_or_else(|e| panic!("{}: {e}", raw.display()));
        let shape: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        let script = format!(
            "import numpy as np\nnp.savez({:?}, {name}=np.fromfile({:?}, dtype='<f4').reshape({}))\n",
            path.display().to_string(),
            raw.display().to_string(),
            shape.join(", ") + ","
        );
        let mut c = Command::new(self.python());
        c.arg("-c")
            .arg(script)
            .env("PYTHONNOUSERSITE", "1")
            .env_remove("PYTHONPATH");
        self.run(c, "numpy savez");
    }

    /// Max abs difference between the single tensors of two npz files (with the venv's numpy).
    pub fn max_abs_err(&self, a: &Path, b: &Path) -> f64 {
        let script = "import sys, numpy as np\n\
                      a = np.load(sys.argv[1]); b = np.load(sys.argv[2])\n\
                      x = a[a.files[0]].astype(np.float64); y = b[b.files[0]].astype(np.float64)\n\
                      assert x.size == y.size, (x.shape, y.shape)\n\
                      print(float(np.max(np.abs(x.reshape(y.shape) - y))))\n";
        let mut c = Command::new(self.python());
        c.arg("-c")
            .arg(script)
            .arg(a)
            .arg(b)
            .env("PYTHONNOUSERSITE", "1")
            .env_remove("PYTHONPATH");
        let out = self.run(c, "numpy compare");
        String::from_utf8_lossy(&out.stdout).trim().parse().expect("a number")
    }
}

/// A fresh private directory under the system temp dir, removed on drop.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let dir = std::env::temp_dir().join(format!("rods-{tag}-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
