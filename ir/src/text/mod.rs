//! The MLIR text format: lexer, parser, printer.

pub mod aliases;
pub mod asm_printer;
pub mod lexer;
pub mod names;
pub mod parser;
pub mod printer;

pub use parser::{parse_attribute_str, parse_source, parse_source_range, parse_type_str, ParsedModule};
pub use printer::{print_operation, PrintOptions};
