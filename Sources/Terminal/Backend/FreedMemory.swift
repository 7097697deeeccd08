import CNcurseswShim

/// The process's freed heap memory, which the C library keeps for later unless told: the UI
/// gives it back after a big, short-lived job (building the 한자 index) so its resident set
/// grows by what it keeps, not by what the job used.
public enum FreedMemory {
  /// Returns the heap's free memory to the system (malloc_trim).
  public static func giveBack() { cnc_release_free_memory() }
}
