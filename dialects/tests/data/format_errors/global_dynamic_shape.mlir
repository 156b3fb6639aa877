memref.global @g : memref<?xf32>
