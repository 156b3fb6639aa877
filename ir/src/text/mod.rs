//! The MLIR text format: lexer, parser, printer.

pub mod aliases;
pub mod lexer;
pub mod names;
pub mod parser;
pub mod printer;

pub use parser::{parse_source, ParsedModule};
pub use printer::{print_operation, PrintOptions};
