//! Command ids and dependencies, as TPU-MLIR's `CMD_ID_NODE` keeps them.

use crate::regdef::Engine;

/// The id and dependency given to one command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CmdIds {
    /// The command's own id (`cmd_id`): 1, 2, 3, ... per engine within a group.
    pub id: u32,
    /// The id of the other engine's command it waits for (`cmd_id_dep`); 0 waits for nothing.
    pub dep: u32,
}

/// Running command counters of every engine, like TPU-MLIR's `CMD_ID_NODE`
/// (`bd_cmd_id`, `gdma_cmd_id`, `sdma_cmd_id`, `hau_cmd_id`, `cdma_cmd_id`).
///
/// A TIU command gets `id = ++tiu` and `dep = gdma` (the last GDMA command issued so far),
/// a GDMA command symmetrically. Inside a parallel section (TPU-MLIR's
/// `divide_sync_id`/`merge_sync_id`, one per layer-group timestep) the dependencies are frozen
/// at their values when the section began, so the TIU and GDMA work of one timestep do not
/// wait for each other.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IdNode {
    ids: [u32; 5],
    frozen: Option<[u32; 5]>,
}

impl IdNode {
    /// All counters zero, not in a parallel section.
    pub fn new() -> Self {
        Self::default()
    }

    /// Id of the last command issued on `engine` (0 if none).
    pub fn id(&self, engine: Engine) -> u32 {
        self.ids[engine.index()]
    }

    /// Whether a parallel section is open.
    pub fn in_parallel(&self) -> bool {
        self.frozen.is_some()
    }

    /// The engine a command of `engine` synchronises with: TIU and GDMA wait for each other;
    /// the other engines are synchronised by other means and get no dependency here.
    pub fn partner(engine: Engine) -> Option<Engine> {
        match engine {
            Engine::Tiu => Some(Engine::Gdma),
            Engine::Gdma => Some(Engine::Tiu),
            Engine::Sdma | Engine::Hau | Engine::Cdma => None,
        }
    }

    /// The id and dependency the next command of `engine` would get.
    pub fn peek(&self, engine: Engine) -> CmdIds {
        let seen = self.frozen.as_ref().unwrap_or(&self.ids);
        let dep = Self::partner(engine).map(|p| seen[p.index()]).unwrap_or(0);
        CmdIds {
            id: self.ids[engine.index()].saturating_add(1),
            dep,
        }
    }

    /// Gives the next command of `engine` its id and dependency.
    pub fn assign(&mut self, engine: Engine) -> CmdIds {
        let ids = self.peek(engine);
        self.ids[engine.index()] = ids.id;
        ids
    }

    /// Opens a parallel section (`divide_sync_id`); false if one is already open.
    pub fn divide(&mut self) -> bool {
        if self.frozen.is_some() {
            return false;
        }
        self.frozen = Some(self.ids);
        true
    }

    /// Closes the parallel section (`merge_sync_id`); false if none is open.
    pub fn merge(&mut self) -> bool {
        self.frozen.take().is_some()
    }

    /// Restarts every counter at 0 for a new group; an open parallel section stays open,
    /// with its frozen dependencies reset too.
    pub fn reset(&mut self) {
        self.ids = [0; 5];
        if self.frozen.is_some() {
            self.frozen = Some([0; 5]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_16_10_ids() {
        // Three loads, the matmul, the store: the ids and deps of the TPU-MLIR golden commands.
        let mut n = IdNode::new();
        let got: Vec<CmdIds> = [Engine::Gdma, Engine::Gdma, Engine::Gdma, Engine::Tiu, Engine::Gdma]
            .into_iter()
            .map(|e| n.assign(e))
            .collect();
        let want = [(1, 0), (2, 0), (3, 0), (1, 3), (4, 1)].map(|(id, dep)| CmdIds { id, dep });
        assert_eq!(got, want);
    }

    #[test]
    fn parallel_section_freezes_dependencies() {
        let mut n = IdNode::new();
        n.assign(Engine::Gdma); // load 1
        assert!(n.divide());
        assert!(!n.divide());
        assert_eq!(n.assign(Engine::Gdma), CmdIds { id: 2, dep: 0 }); // next load overlaps...
        assert_eq!(n.assign(Engine::Tiu), CmdIds { id: 1, dep: 1 }); // ...compute on load 1 only
        assert!(n.merge());
        assert_eq!(n.assign(Engine::Gdma), CmdIds { id: 3, dep: 1 });
        assert!(!n.merge());
    }
}
