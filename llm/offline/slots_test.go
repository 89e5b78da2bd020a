package offline

import "testing"

// A written date format becomes date's verbs; mm after an hour is minutes.
func TestDateFormat(t *testing.T) {
	for in, want := range map[string]string{"dd/mm/yyyy": "+%d/%m/%Y", "YYYY-MM-DD": "+%Y-%m-%d", "hh:mm": "+%H:%M", "hh:mm:ss": "+%H:%M:%S", "yymmdd": "+%y%m%d", "dd.mm.yy hh:mm": "+%d.%m.%y %H:%M"} {
		if got := dateFormat(in); got != want {
			t.Errorf("%s: %s want %s", in, got, want)
		}
	}
}
