package sets

import (
	"os"

	"golang.org/x/sys/unix"
)

// memTempDir makes a directory for this run's temporary files in
// /dev/shm when that is a file system in memory with 2 GiB free (the
// trees take a few hundred megabytes at most), "" otherwise.
func memTempDir() string {
	var st unix.Statfs_t
	if err := unix.Statfs("/dev/shm", &st); err != nil || st.Type != unix.TMPFS_MAGIC || st.Bavail*uint64(st.Bsize) < 2<<30 {
		return ""
	}
	dir, err := os.MkdirTemp("/dev/shm", "caro-offline-")
	if err != nil {
		return ""
	}
	return dir
}
