package loop

import "testing"

func TestRunsUntilStopped(t *testing.T) {
	for cmd, want := range map[string]bool{
		"tail -f app.log":                      true,
		"tail -F /var/log/syslog":              true,
		"tail -fn 20 app.log":                  true,
		"tail --follow=name app.log":           true,
		"tail -n 20 app.log":                   false,
		"tail -n5 app.log":                     false,
		"journalctl -u nginx -f":               true,
		"journalctl -F _SYSTEMD_UNIT":          false,
		"sudo journalctl --follow":             true,
		"watch -n 2 df -h":                     true,
		"docker logs -f web":                   true,
		"docker logs web":                      false,
		"kubectl logs -f pod/web":              true,
		"dmesg -w":                             true,
		"dmesg | tail":                         false,
		"grep error app.log | tail -f":         true,
		"cat app.log":                          false,
		"tail -f 'unterminated":                false,
		"find . -name '*.log' -exec tail {} +": false,
	} {
		if got := RunsUntilStopped(cmd); got != want {
			t.Errorf("RunsUntilStopped(%q) = %v, want %v", cmd, got, want)
		}
	}
}
