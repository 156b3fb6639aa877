//! The registry of passes known by their pipeline argument.

use super::Pass;

/// A registered pass.
#[derive(Clone, Copy, Debug)]
pub struct PassInfo {
    /// Pipeline argument (`canonicalize`).
    pub argument: &'static str,
    /// One-line description for `--help`.
    pub summary: &'static str,
    /// Creates the pass with default options.
    pub create: fn() -> Box<dyn Pass>,
}

/// Passes by argument, in registration order.
#[derive(Clone, Debug, Default)]
pub struct PassRegistry {
    passes: Vec<PassInfo>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> PassRegistry {
        PassRegistry::default()
    }

    /// A registry holding the passes of [`crate::passes`].
    pub fn with_builtin_passes() -> PassRegistry {
        let mut r = PassRegistry::new();
        crate::passes::register_all(&mut r);
        r
    }

    /// Registers a pass (a later registration of the same argument wins).
    pub fn register(&mut self, info: PassInfo) {
        self.passes.retain(|p| p.argument != info.argument);
        self.passes.push(info);
    }

    /// The pass registered as `argument`.
    pub fn lookup(&self, argument: &str) -> Option<&PassInfo> {
        self.passes.iter().find(|p| p.argument == argument)
    }

    /// All registered passes.
    pub fn passes(&self) -> &[PassInfo] {
        &self.passes
    }
}
