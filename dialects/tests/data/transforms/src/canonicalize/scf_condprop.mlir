func.func private @use(i1)
func.func @prop(%c: i1, %x: i32, %y: i32) -> i32 {
  %0 = scf.if %c -> i32 {
    func.call @use(%c) : (i1) -> ()
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    func.call @use(%c) : (i1) -> ()
    scf.yield %x : i32
  }
  %nc = arith.xori %c, %c : i1
  %1 = scf.if %c -> i32 {
    %m = arith.muli %x, %x : i32
    scf.yield %m : i32
  } else {
    scf.yield %y : i32
  }
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
