// Dialect attributes and types: a registered dialect without a parser for
// them rejects every symbol, one with a parser rejects unknown mnemonics.
"x.op"() {a = #builtin.unit : i32} : () -> ()
// -----
"x.op"() {a = #builtin.unit} : () -> ()
// -----
"x.op"() {a = #func.foo} : () -> ()
// -----
"x.op"() {a = #scf.foo} : () -> ()
// -----
"x.op"() {a = #arith.foo} : () -> ()
// -----
"x.op"() {a = #tensor.foo<1>} : () -> ()
// -----
"x.op"() {a = #cf.foo} : () -> ()
// -----
"x.op"() {a = #memref.foo} : () -> ()
// -----
"x.op"() {a = #linalg.foo} : () -> ()
// -----
"x.op"() {a = #affine.foo} : () -> ()
// -----
"x.op"() {a = #math.foo} : () -> ()
// -----
"x.op"() {a = #index.foo} : () -> ()
// -----
"x.op"() {a = #ub.foo} : () -> ()
// -----
"x.op"() {a = #complex.foo} : () -> ()
// -----
"x.op"() {a = #tosa.foo} : () -> ()
// -----
"x.op"() {a = #quant.foo} : () -> ()
// -----
"x.op"() {a = #vector.foo.bar} : () -> ()
// -----
"x.op"() {a = #bufferization.foo} : () -> ()
// -----
"x.op"() {a = #func<foo>} : () -> ()
// -----
"x.op"() {a = #arith<foo>} : () -> ()
// -----
"x.op"() {a = #tosa<foo>} : () -> ()
// -----
"x.op"() {a = #arith.fastmath<fast>} : () -> ()
// -----
"x.op"() {a = #vector.kind<add>} : () -> ()
// -----
"x.op"() {a = #ub.poison} : () -> ()
// -----
"x.op"() {a = #arith.fastmath<fast> : i32} : () -> ()
// -----
"x.op"() : () -> !builtin.foo
// -----
"x.op"() : () -> !func.foo
// -----
"x.op"() : () -> !scf.foo
// -----
"x.op"() : () -> !arith.foo
// -----
"x.op"() : () -> !tensor.foo
// -----
"x.op"() : () -> !cf.foo
// -----
"x.op"() : () -> !memref.foo
// -----
"x.op"() : () -> !linalg.foo
// -----
"x.op"() : () -> !affine.foo
// -----
"x.op"() : () -> !math.foo
// -----
"x.op"() : () -> !index.foo
// -----
"x.op"() : () -> !ub.foo
// -----
"x.op"() : () -> !tosa.foo
// -----
"x.op"() : () -> !vector.foo
// -----
"x.op"() : () -> !bufferization.foo
// -----
"x.op"() : () -> !complex.foo
// -----
"x.op"() : () -> !quant.foo
// -----
"x.op"() : () -> !func<foo>
// -----
"x.op"() : () -> !tosa<foo>
// -----
"x.op"() : () -> !tosa.shape<3>
