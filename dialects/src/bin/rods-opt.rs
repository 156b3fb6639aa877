//! `rods-opt`: parse, verify and print MLIR with mlir-opt's flags.
//!
//! The plain case (one input file, no flag beyond printing options) takes a
//! streaming path: the input buffer is released once parsed, the output is
//! written while it is printed instead of being built in memory, and the IR
//! is not torn down before exit. Everything else, and every failure, goes
//! through [`dialects::driver::main_with_args`], so its messages and exit codes
//! are the driver's.

use dialects::driver::{self, Options};
use ir::text::{parse_source, printer::print_operation_to, PrintOptions};
use std::io::Write;

fn main() {
    fixed_mmap_threshold();
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Deeply nested input is bounded by the parser, but the bound is generous:
    // run on a thread whose stack comfortably holds it.
    let worker = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || streaming(&args).unwrap_or_else(|| driver::main_with_args(&args)));
    let code = match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("rods-opt: internal error");
            2
        }
    };
    std::process::exit(code);
}

/// Makes glibc serve every allocation of 128 KiB or more with its own
/// mapping. By default the threshold moves up (to 32 MiB) as big blocks are
/// freed, after which the parser's large temporary tables come from the heap
/// and stay resident after they are freed: about 4 MiB more peak memory on a
/// 200,000-op module, for no gain in time.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn fixed_mmap_threshold() {
    use std::os::raw::c_int;
    extern "C" {
        fn mallopt(param: c_int, value: c_int) -> c_int;
    }
    /// `M_MMAP_THRESHOLD` in glibc's `<malloc.h>`.
    const M_MMAP_THRESHOLD: c_int = -3;
    // SAFETY: `mallopt` is glibc's (this cfg), declared with its C signature
    // `int mallopt(int, int)`; it takes no pointers and only adjusts
    // allocator tuning under the allocator's own lock, so calling it cannot
    // break any Rust invariant. It runs before any other thread exists, and
    // a refusal (return value 0) just keeps the default.
    unsafe {
        mallopt(M_MMAP_THRESHOLD, 128 << 10);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn fixed_mmap_threshold() {}

/// The options the streaming path handles: `opts` with everything else at
/// its default. Compared through `Debug`, so an option added to the driver
/// later sends runs that use it to the driver without this file changing.
fn is_plain(opts: &Options) -> bool {
    let plain = Options {
        input: opts.input.clone(),
        output: opts.output.clone(),
        generic: opts.generic,
        debug_info: opts.debug_info,
        allow_unregistered: opts.allow_unregistered,
        ..Default::default()
    };
    format!("{plain:?}") == format!("{opts:?}")
}

/// Runs the plain case; `None` (having written nothing) when the driver must
/// handle the run.
fn streaming(args: &[String]) -> Option<i32> {
    if args.iter().any(|a| matches!(a.as_str(), "--help" | "-help" | "-h")) {
        return None;
    }
    let opts = driver::parse_args(args).ok()?;
    if opts.input == "-" || !is_plain(&opts) {
        return None;
    }
    let text = std::fs::read(&opts.input).ok()?;
    let ctx = driver::new_context(&opts);
    let mut module = parse_source(&ctx, &opts.input, &text).ok()?;
    // The IR does not borrow the buffer.
    drop(text);
    ir::verify::verify_and_memoize(&ctx, &mut module.arena, module.top).ok()?;
    let print_opts = PrintOptions {
        generic: opts.generic,
        debug_info: opts.debug_info,
    };
    let written = if opts.output == "-" {
        let mut out = std::io::stdout().lock();
        print_operation_to(&ctx, &module.arena, module.top, print_opts, &mut out)
            .and_then(|()| out.write_all(b"\n"))
            .and_then(|()| out.flush())
    } else {
        // Failing to create the file is the driver's to report.
        let mut file = std::fs::File::create(&opts.output).ok()?;
        print_operation_to(&ctx, &module.arena, module.top, print_opts, &mut file).and_then(|()| file.write_all(b"\n"))
    };
    if let Err(e) = written {
        eprintln!("Could not open output file '{}': {e}", opts.output);
        if opts.output != "-" {
            // As the driver, keep no partial output file.
            let _ = std::fs::remove_file(&opts.output);
        }
        return Some(1);
    }
    // The process ends now: tearing down the IR would only cost time.
    std::mem::forget(module);
    std::mem::forget(ctx);
    Some(0)
}
