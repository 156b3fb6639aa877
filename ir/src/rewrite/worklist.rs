//! The greedy driver's worklist: a LIFO stack of ops with set semantics and
//! removal in O(1) (MLIR's `Worklist`: removed entries become holes that
//! `pop` skips).

use crate::body::OpId;

const ABSENT: u32 = u32::MAX;

/// A LIFO worklist of ops; see the module documentation.
#[derive(Default)]
pub struct Worklist {
    list: Vec<Option<OpId>>,
    /// Position of each op in `list`, by op index (`ABSENT` when not in it).
    pos: Vec<u32>,
    live: usize,
}

impl Worklist {
    /// An empty worklist.
    pub fn new() -> Worklist {
        Worklist::default()
    }

    /// Empties the worklist.
    pub fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.pos[op.index()] = ABSENT;
        }
        self.live = 0;
    }

    /// Whether no op is queued.
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// Whether `op` is queued.
    pub fn contains(&self, op: OpId) -> bool {
        self.pos.get(op.index()).is_some_and(|&p| p != ABSENT)
    }

    /// Pushes `op` unless it is already queued.
    pub fn push(&mut self, op: OpId) {
        let i = op.index();
        if i >= self.pos.len() {
            self.pos.resize(i + 1, ABSENT);
        }
        if self.pos[i] != ABSENT {
            return;
        }
        self.pos[i] = self.list.len() as u32;
        self.list.push(Some(op));
        self.live += 1;
    }

    /// Pops the most recently pushed op still queued.
    pub fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.pos[op.index()] = ABSENT;
                self.live -= 1;
                while matches!(self.list.last(), Some(None)) {
                    self.list.pop();
                }
                return Some(op);
            }
        }
        None
    }

    /// Removes `op` if queued.
    pub fn remove(&mut self, op: OpId) {
        let i = op.index();
        if let Some(&p) = self.pos.get(i) {
            if p != ABSENT {
                self.list[p as usize] = None;
                self.pos[i] = ABSENT;
                self.live -= 1;
            }
        }
    }

    /// Reverses the order (so that ops pushed first pop first).
    pub fn reverse(&mut self) {
        self.list.reverse();
        for (k, op) in self.list.iter().enumerate() {
            if let Some(op) = op {
                self.pos[op.index()] = k as u32;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lifo_with_holes() {
        let mut w = Worklist::new();
        for i in 0..4 {
            w.push(OpId(i));
        }
        w.push(OpId(1));
        w.remove(OpId(3));
        assert_eq!(w.pop(), Some(OpId(2)));
        w.reverse();
        assert_eq!(w.pop(), Some(OpId(0)));
        assert_eq!(w.pop(), Some(OpId(1)));
        assert!(w.is_empty());
        assert_eq!(w.pop(), None);
    }
}
