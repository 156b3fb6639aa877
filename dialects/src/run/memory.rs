//! The heap memrefs point into: buffers that remember whether they were
//! deallocated, with bounds-checked element access through strided views.

use super::value::{for_each_index, MemRefView, Scalar};

/// One allocation.
#[derive(Clone, Debug)]
pub struct Buffer {
    /// The elements.
    pub data: Vec<Scalar>,
    /// False once deallocated.
    pub live: bool,
}

/// Every buffer made while running, by index.
#[derive(Clone, Debug, Default)]
pub struct Heap {
    buffers: Vec<Buffer>,
}

fn shape_text(sizes: &[i64]) -> String {
    sizes.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("x")
}

fn index_text(index: &[i64]) -> String {
    format!(
        "[{}]",
        index.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
    )
}

impl Heap {
    /// Allocates a buffer holding `data`; returns its index.
    pub fn alloc(&mut self, data: Vec<Scalar>) -> usize {
        self.buffers.push(Buffer { data, live: true });
        self.buffers.len() - 1
    }

    /// Deallocates `buffer`; an error if it was already deallocated.
    pub fn free(&mut self, buffer: usize) -> Result<(), String> {
        let b = self.live_buffer_mut(buffer)?;
        b.live = false;
        b.data = Vec::new();
        Ok(())
    }

    fn live_buffer(&self, buffer: usize) -> Result<&Buffer, String> {
        match self.buffers.get(buffer) {
            Some(b) if b.live => Ok(b),
            Some(_) => Err("use of a deallocated buffer".into()),
            None => Err("use of an unknown buffer".into()),
        }
    }

    fn live_buffer_mut(&mut self, buffer: usize) -> Result<&mut Buffer, String> {
        match self.buffers.get_mut(buffer) {
            Some(b) if b.live => Ok(b),
            Some(_) => Err("use of a deallocated buffer".into()),
            None => Err("use of an unknown buffer".into()),
        }
    }

    /// The buffer position of `index` in `view`, checked against the view's
    /// sizes and the buffer's length.
    fn position(&self, view: &MemRefView, index: &[i64]) -> Result<usize, String> {
        let buffer = self.live_buffer(view.buffer)?;
        let in_view = index.len() == view.sizes.len() && index.iter().zip(&view.sizes).all(|(&i, &d)| i >= 0 && i < d);
        if !in_view {
            return Err(format!(
                "out-of-bounds access: index {} in a memref of shape {}",
                index_text(index),
                shape_text(&view.sizes)
            ));
        }
        let pos = index
            .iter()
            .zip(&view.strides)
            .try_fold(view.offset, |acc, (&i, &s)| acc.checked_add(i.checked_mul(s)?));
        match pos.and_then(|p| usize::try_from(p).ok()) {
            Some(p) if p < buffer.data.len() => Ok(p),
            _ => Err(format!(
                "out-of-bounds access: index {} of the view lies outside its buffer of {} elements",
                index_text(index),
                buffer.data.len()
            )),
        }
    }

    /// The element at `index` of `view`.
    pub fn load(&self, view: &MemRefView, index: &[i64]) -> Result<Scalar, String> {
        let pos = self.position(view, index)?;
        Ok(self.buffers[view.buffer].data[pos])
    }

    /// Stores `value` at `index` of `view`.
    pub fn store(&mut self, view: &MemRefView, index: &[i64], value: Scalar) -> Result<(), String> {
        let pos = self.position(view, index)?;
        self.buffers[view.buffer].data[pos] = value;
        Ok(())
    }

    /// The elements of `view` in row-major order.
    pub fn read_all(&self, view: &MemRefView) -> Result<Vec<Scalar>, String> {
        self.live_buffer(view.buffer)?;
        let mut out = Vec::new();
        for_each_index(&view.sizes, |index| -> Result<(), String> {
            out.push(self.load(view, index)?);
            Ok(())
        })?;
        Ok(out)
    }

    /// Writes `data` (row-major, as many elements as the view has) into `view`.
    pub fn write_all(&mut self, view: &MemRefView, data: &[Scalar]) -> Result<(), String> {
        self.live_buffer(view.buffer)?;
        let mut next = data.iter();
        for_each_index(&view.sizes, |index| match next.next() {
            Some(&v) => self.store(view, index, v),
            None => Err("copy between memrefs of different sizes".to_string()),
        })
    }
}
