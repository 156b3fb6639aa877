func.func @unsupported_attribute() {
  %0 = constant "" : index
  return
}

// -----

func.func @short_name_in_default_dialect(%a: i32) {
  %0 = call @short_name_in_default_dialect(%a) : (i32) -> (i32, i32
  return
}

// -----

func.func @full_name_kept() {
  %0 = func.constant "" : index
  return
}
