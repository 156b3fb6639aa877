// CASE: generic-form input that leaves default-valued attributes out (they are populated, as upstream's populateDefaultProperties does) and inherent attributes written in the attribute dictionary (custom form: the dictionary replaces the syntax's value; generic form: <{...}> wins; wrong storage class dropped)
func.func @defaults(%a: f32, %i: i32, %v: vector<4xf32>, %w: vector<8xf32>, %acc: vector<4x8xf32>, %n: index) -> f32 {
  %0 = "arith.addf"(%a, %a) : (f32, f32) -> f32
  %1 = "arith.addi"(%i, %i) : (i32, i32) -> i32
  %2 = "math.exp"(%0) : (f32) -> f32
  %3 = "vector.outerproduct"(%v, %w, %acc) : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
  %4 = "arith.constant"() <{value = 3 : i32}> {value = [1]} : () -> i32
  %5 = arith.constant {value = 1 : i32} 2 : i32
  scf.forall (%k) in (%n) {
  } {mapping = 1}
  return %2 : f32
}
