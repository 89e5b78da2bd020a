package sets

import (
	"archive/tar"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// dev9Case is one request of development set 9 (testdata/dev9.json),
// written for issue 15's everyday basics by someone who did not read the
// catalogue, the matcher, their tests or the other sets' requests, in a
// tree of its own (dev9Files). Its users are a novelist with chapters and
// notes, a web developer with logs and configs, a teacher with class
// lists, a photographer with shoots and archives, a researcher with tab,
// comma and semicolon separated data, and someone who runs a home server;
// they write whole sentences and questions, in British and American
// spelling, now and then with a typo. The requests were written before any
// check. Its checks are the fourth frozen set's and those below.
type dev9Case struct {
	frozen4Case
	// Counts: for each item, a line of the output holds the item and its
	// count as separate fields (uniq -c's "  4 eider", awk's "eider 4",
	// "eider: 4" all pass).
	Counts map[string]int `json:"counts"`
	// Set: the output's non-blank lines, trimmed, are exactly these, each
	// once, in any order.
	Set []string `json:"set"`
	// EitherSet: the output's non-blank lines, or else the file's, are
	// exactly these, each once, in any order (shown or written in place).
	EitherSet map[string][]string `json:"either_set"`
	// FileLines: the file's non-blank lines, trimmed, are exactly these,
	// in this order.
	FileLines map[string][]string `json:"file_lines"`
	// Execs: files executable by their owner.
	Execs []string `json:"execs"`
	// ModeHas and ModeLacks: permission bits (octal) that are all set, and
	// all clear, on the file.
	ModeHas   map[string]string `json:"mode_has"`
	ModeLacks map[string]string `json:"mode_lacks"`
	// Size: the first size in the output ("6.2M", "6348" as du's
	// kilobytes or as bytes, "6,2 MB") lies between the two byte counts.
	Size []float64 `json:"size"`
	// Sizes: for each name, a line of the output that holds it begins its
	// sizes with one between the two byte counts (du's "2.9M
	// shoots/lofoten-2025"; not ls -l's link count).
	Sizes map[string][]float64 `json:"sizes"`
	// Compressed: files that begin with a gzip, bzip2, xz or zstd magic;
	// Plain: tar archives that are not compressed.
	Compressed []string `json:"compressed"`
	Plain      []string `json:"plain"`
	// TarLacks: the tar archive (plain or gzipped) holds no entry with
	// these base names.
	TarLacks map[string][]string `json:"tar_lacks"`
	// ExistsAny: for each group, at least one of the paths exists.
	ExistsAny [][]string `json:"exists_any"`
	// MaxRows: with desc, the table has at most this many rows.
	MaxRows *int `json:"max_rows"`
}

// dev9Set is set 9's harness (olderSet): its cases, its tree (dev9Prep), its
// environment (dev9Setup), its judge (judge9) and its follow times; a
// command judged by a table sorted by CPU runs beside a busy process
// (dev9CPUTable).
var dev9Set = olderSet[dev9Case]{file: "dev9.json", setup: dev9Setup, prep: dev9Prep, judge: dev9Case.judge9, follow: dev9Follow,
	busy: dev9CPUTable, minCases: 260, minBeyond: 24, minPerCategory: 4, minChecks: 60}

// dev9Scenes is manuscript/scene-list.txt: forty numbered scenes.
var dev9Scenes = []string{
	"the ferry arrives at dawn", "Maren on the quay", "the empty house", "first night alone", "the market at noon",
	"Ingrid's blue cart", "rumours at the bakery", "a storm closes the harbour", "letters under the stairs", "the lighthouse at dusk",
	"Tor mends the nets", "a visit to the priest", "the night train north", "no ticket", "Narvik station",
	"the conductor's kindness", "snow on the tracks", "back on the island", "the tin of letters", "mother's handwriting",
	"father's silence", "Astrid remembers", "the well", "Ingrid reads the letters", "an argument in the rain",
	"Tor leaves", "the empty quay", "winter sets in", "Maren paints the door", "the first boat of spring",
	"a letter from Oslo", "Astrid's confession", "the lighthouse keeper's log", "the truth about 1962", "Maren forgives",
	"the house is sold", "the last market day", "the ferry leaves at dusk", "Ingrid waves", "the island from the sea",
}

// dev9SceneList is the scene list's text: "scene 01: the ferry arrives at
// dawn" and so on.
func dev9SceneList() string {
	var b strings.Builder
	for i, s := range dev9Scenes {
		fmt.Fprintf(&b, "scene %02d: %s\n", i+1, s)
	}
	return b.String()
}

// dev9Access is webapp/logs/access.log: sixty requests from four
// addresses; every sixth a health check, six 404s, two 500s, two 301s,
// the rest 200.
func dev9Access() string {
	ips := []string{"203.0.113.7", "198.51.100.23", "192.0.2.45", "203.0.113.99"}
	var b strings.Builder
	for i := 1; i <= 60; i++ {
		method, path, status := "GET", fmt.Sprintf("/products/%d", i), 200
		switch {
		case i%6 == 0:
			path = "/healthcheck"
		case i == 17 || i == 41:
			method, path, status = "POST", "/checkout", 500
		case i%10 == 3:
			path, status = "/old-page", 404
		case i%15 == 8:
			path, status = "/shop", 301
		}
		fmt.Fprintf(&b, "%s - - [01/Mar/2026:10:%02d:%02d +0000] \"%s %s HTTP/1.1\" %d %d\n",
			ips[i%4], i-1, (i*13)%60, method, path, status, 1000+i*7)
	}
	return b.String()
}

const (
	dev9Ch01 = "# Chapter One: Arrival\nThe ferry came in low and grey across the fjord.\nMaren stood at the rail with her one suitcase.\n" +
		"Nobody on the quay was waiting for her.\nShe had not expected anyone, and still she looked.\n"
	dev9Ch02 = "# Chapter Two: The Market\nIngrid sold fish from a blue cart by the harbour steps.\n" +
		"The storm had kept the boats in for three days.\nMaren bought two herrings and asked about the house.\n" +
		"\"Ingrid knows everything,\" said the baker. \"Ask Ingrid.\"\nStorm clouds gathered again over the islands.\n" +
		"By noon the market was empty and the rain had come.\nNobody called it a STORM until the roof tiles flew.\n"
	dev9Ch03 = "# Chapter Three: The Night Train\nThe train north left at eleven.\nMaren slept against the window until Narvik.\n" +
		"A conductor woke her to check a ticket she did not have.\n"
	dev9Ch04 = "# Chapter Four: Letters\nThe letters were in a tin under the stairs.\nDear Ingrid, the first one began, in her mother's hand.\n" +
		"My dear girl, wrote her father in another.\nThe third letter had no greeting at all.\nMaren read them by candlelight.\n" +
		"She did not cry until the last one.\nIt said only: DEAR M, FORGIVE ME.\nShe took the tin to Ingrid in the morning.\n" +
		"Ingrid read it twice and said nothing.\n"
	dev9Ch05     = "# Chapter Five: Homecoming\nThe house was smaller than she remembered.\n"
	dev9Prologue = "Every island has a door that only opens one way.\nMaren had walked through hers at seventeen and never looked back.\n" +
		"Now, at forty, the door was open again.\n"
	dev9Todo = "finish chapter five\nemail the editor at editor@press.example\nask head@school.example about the school visit\n" +
		"buy printer ink\nback up the manuscript\nread Priya's notes\ncall the ferry company about the timetable\nrenew library books\n"
	dev9Ideas = "# Ideas\n- the lighthouse keeper's daughter could recieve the letters, or recieve them late\n" +
		"- a Lighthouse on the cover, colour photo\n- the colour of the sea in chapter three\n- LIGHTHOUSE as the final word?\n" +
		"- Ingrid's cart is painted blue\n- the well water was contaminated in 1962\n"
	dev9Characters = "Maren\nIngrid\nTor\nAstrid\nIngrid\nPriest\nBaker\nMaren\nConductor\nTor\nMaren\n"
	dev9Class7B    = "name,email,score,grade\nAmara Osei,amara.osei@school.example,91,A\nAnya Holt,anya.holt@school.example,67,C\n" +
		"Chloe Park,chloe.park@school.example,78,B\nDario Conti,dario.conti@school.example,85,B\n" +
		"Ella Fitz,ella.fitz@school.example,95,A\nFarid Haddad,farid.haddad@school.example,58,D\n" +
		"Grace Lin,grace.lin@school.example,73,C\nHugo Berg,hugo.berg@school.example,88,B\n" +
		"Isla Reid,isla.reid@school.example,81,B\nJamal Price,jamal.price@school.example,64,C\n"
	dev9Class7A    = "name,email,score,grade\nKofi Mensah,kofi.mensah@school.example,77,B\nLena Vogt,lena.vogt@school.example,92,A\n"
	dev9Marks      = "72\n9\n100\n45\n88\n3\n61\n17\n95\n50\n8\n33\n120\n71\n26\n"
	dev9Attendance = "Amara\nChloe\nIsla\nFarid\nAmara\nGrace\nIsla\nChloe\nJamal\nAmara\nIsla\nGrace\n"
	dev9Assays     = "sample_id\tsite\ttemp_c\tph\tstatus\nS-01\tfjord-north\t4.2\t7.91\tok\nS-02\tfjord-south\t12.5\t8.05\tok\n" +
		"S-03\tharbour-inner\t0.8\t7.62\tcontaminated\nS-04\tharbour-outer\t-1.5\t7.88\tok\nS-05\triver-mouth\t9.75\t6.94\tok\n" +
		"S-06\tfjord-north\t15.1\t8.12\tretest\nS-07\tskerry-west\t3.3\t8.01\tok\nS-08\triver-mouth\t22.0\t7.05\tcontaminated\n"
	dev9Survey = "respondent,age,region,answer\nR01,34,Nordland,disagree\nR02,51,Troms,agree\nR03,27,Nordland,disagree\n" +
		"R04,45,Finnmark,neutral\nR05,62,Troms,disagree\nR06,38,Nordland,agree\nR07,29,Finnmark,disagree\n" +
		"R08,55,Troms,neutral\nR09,41,Nordland,disagree\nR10,33,Finnmark,agree\nR11,47,Troms,disagree\nR12,59,Nordland,neutral\n"
	dev9Spectra = "sample;wavelength_nm;absorbance\nS-01;412;0,82\nS-02;412;0,64\nS-03;530;1,07\nS-04;530;0,91\nS-05;660;0,33\n"
	dev9Species = "herring gull\neider\npuffin\ncommon gull\nkittiwake\neider\nrazorbill\npuffin\nherring gull\ncormorant\n" +
		"eider\nsea eagle\npuffin\nguillemot\nherring gull\noystercatcher\neider\narctic tern\npuffin\ncormorant\n"
	dev9Abstract = "We measured salinity and temperature at eight coastal sites in northern Norway.\n" +
		"Salinity varied strongly with river discharge in spring.\nTwo samples were contaminated during transport and were excluded.\n" +
		"SALINITY readings from the inner harbour were the most stable.\nTemperature followed the expected seasonal pattern.\n"
	dev9ErrorLog = "2026-03-01 09:00:01 [notice] server started\n2026-03-01 09:02:10 [error] upstream timed out while reading response\n" +
		"2026-03-01 09:03:00 [warn] low disk space on /var\n2026-03-01 09:04:12 ERROR payment gateway returned 502\n" +
		"2026-03-01 09:05:00 [notice] config reloaded\n2026-03-01 09:06:30 Error: cannot open /var/www/shopfront/favicon.ico\n" +
		"2026-03-01 09:07:45 [warn] client sent invalid header\n2026-03-01 09:08:00 [info] cache warmed\n" +
		"2026-03-01 09:09:09 [error] connect() failed (111: Connection refused)\n2026-03-01 09:10:00 [notice] worker 3 restarted\n" +
		"2026-03-01 09:11:11 [warn] slow request /checkout 4.2s\n2026-03-01 09:12:00 [info] shutting down\n"
	dev9SiteConf = "# shopfront staging site\n# managed by Theo, do not edit by hand\nserver {\n    listen 8080;\n" +
		"    server_name staging.shopfront.test www.staging.shopfront.test;\n    root /var/www/shopfront;\n\n" +
		"    location /api/ {\n        proxy_pass http://127.0.0.1:3000;\n    }\n    # static assets\n    location /static/ {\n" +
		"        expires 7d;\n    }\n}\n"
	dev9Cart = "// cart.js\nimport { format } from './utils/format.js';\n\n// TODO: persist the cart in localStorage\n" +
		"export function addItem(cart, item) {\n  cart.items.push(item);\n  return cart;\n}\n\nexport function total(cart) {\n" +
		"  // TODO: apply discount codes\n  return cart.items.reduce((s, i) => s + i.price, 0);\n}\n"
	dev9Compose = "version: \"3.8\"\n\nservices:\n  web:\n    image: nginx:1.25\n    ports:\n      - \"8080:80\"\n\n" +
		"  grafana:\n    image: grafana/grafana\n    environment:\n      - GF_SERVER_HTTP_PORT=3000\n      - PROXY_PORT=8080\n\n" +
		"volumes:\n  data: {}\n"
	dev9Cron = "2026-01-20 03:00:01 INFO backup started\n2026-01-20 03:00:02 DEBUG reading /etc/backup.conf\n" +
		"2026-01-20 03:04:40 INFO backup finished in 278s\n2026-01-20 04:00:00 WARNING disk usage at 81%\n" +
		"2026-01-21 03:00:01 INFO backup started\n2026-01-21 03:00:02 DEBUG reading /etc/backup.conf\n" +
		"2026-01-21 03:01:15 ERROR backup target /mnt/nas not mounted\n2026-01-21 04:00:00 warning: certificate expires in 20 days\n" +
		"2026-01-22 03:00:01 INFO backup started\n2026-01-22 03:00:02 DEBUG reading /etc/backup.conf\n" +
		"2026-01-22 03:05:02 INFO backup finished in 301s\n2026-01-22 05:00:00 ERROR prune.sh exited with status 1\n" +
		"2026-01-22 06:00:00 INFO listening on 8080 for webhooks\n"
	dev9Ping = "reply from 10.0.0.1 time=3ms\nreply from 10.0.0.1 time=3ms\nreply from 10.0.0.1 time=3ms\nrequest timeout\n" +
		"request timeout\nreply from 10.0.0.1 time=4ms\nreply from 10.0.0.1 time=4ms\nrequest timeout\nreply from 10.0.0.1 time=3ms\n"
	dev9Users = "sam:x:1000:1000:Sam Rivera:/home/sam:/bin/bash\nmedia:x:1001:1001:Jellyfin:/srv/media:/usr/sbin/nologin\n" +
		"backup:x:1002:1002:Backup user:/var/backups:/bin/bash\ngrafana:x:472:472::/usr/share/grafana:/bin/false\n"
)

// dev9Files is the tree's content: every file a request names, and
// distractors beside them (a rotated log, a .bak of the config, drafts of
// the chapters, another class, last year's assays, a second compose file,
// a script outside the folders asked about, names and words that recur in
// other folders) so that a command that ignores the name the request gives
// does not pass by luck.
func dev9Files() map[string]string {
	big := func(c string, k int) string { return strings.Repeat(c, k<<10) }
	return map[string]string{
		"manuscript/ch01-arrival.md":                         dev9Ch01,
		"manuscript/ch02-the-market.md":                      dev9Ch02,
		"manuscript/ch03-night-train.md":                     dev9Ch03,
		"manuscript/ch04-letters.md":                         dev9Ch04,
		"manuscript/ch05-homecoming.md":                      dev9Ch05,
		"manuscript/prologue.txt":                            dev9Prologue,
		"manuscript/scene-list.txt":                          dev9SceneList(),
		"manuscript/blurb-draft.txt":                         "A woman returns to the island she left.\n",
		"manuscript/drafts/ch02-the-market-draft1.md":        "# Market (draft)\nIngrid sells fish.\n",
		"manuscript/drafts/ch03-night-train-draft0.md":       "# Train (draft)\nnorth by night\n",
		"manuscript/feedback/.keep":                          "",
		"jotter/todo.txt":                                    dev9Todo,
		"jotter/ideas.md":                                    dev9Ideas,
		"jotter/characters.txt":                              dev9Characters,
		"jotter/draft-ideas.txt":                             "old ideas\n",
		"jotter/scratch.txt":                                 "",
		"jotter/placeholder.md":                              "",
		"jotter/admin/budget-2026.ods":                       "ods budget\n",
		"gradebook/class-7b.csv":                             dev9Class7B,
		"gradebook/class-7a.csv":                             dev9Class7A,
		"gradebook/marks.txt":                                dev9Marks,
		"gradebook/attendance.txt":                           dev9Attendance,
		"gradebook/homework/week1-essay.pdf":                 "%PDF essay\n",
		"gradebook/homework/week2-quiz.PDF":                  "%PDF quiz\n",
		"gradebook/homework/notes.docx":                      "docx\n",
		"gradebook/homework/late/week2-late.pdf":             "%PDF late\n",
		"gradebook/homework/late/week1-late.docx":            "docx late\n",
		"shoots/lofoten-2025/IMG_2041.jpg":                   big("a", 300),
		"shoots/lofoten-2025/IMG_2042.jpg":                   big("b", 250),
		"shoots/lofoten-2025/IMG_2043.jpg":                   big("c", 40),
		"shoots/lofoten-2025/notes.txt":                      "golden hour at Reine\n",
		"shoots/lofoten-2025/raw/IMG_2041.nef":               big("d", 1536),
		"shoots/lofoten-2025/raw/IMG_2042.nef":               big("e", 1229),
		"shoots/wedding-ahmed/ceremony-014.jpg":              big("f", 200),
		"shoots/wedding-ahmed/ceremony-015.jpg":              big("g", 180),
		"shoots/wedding-ahmed/reception-101.jpg":             big("h", 150),
		"shoots/wedding-ahmed/portraits/family-portrait.png": big("i", 90),
		"shoots/wedding-ahmed/edits/ceremony-014.tif":        big("j", 600),
		"shoots/wedding-ahmed/edits/reception-101.tif":       big("k", 500),
		"shoots/wedding-ahmed/raw/ceremony-014.nef":          big("l", 1126),
		"timelapse.mov":                                      big("m", 4096),
		"lab/assays.tsv":                                     dev9Assays,
		"lab/field-survey.csv":                               dev9Survey,
		"lab/spectra-eu.csv":                                 dev9Spectra,
		"lab/species.txt":                                    dev9Species,
		"lab/abstract.txt":                                   dev9Abstract,
		"lab/README.txt":                                     "Lab data for the coastal survey.\nSee assays.tsv for the water samples.\n",
		"lab/instrument.log":                                 "run 7 started\ncalibrating\n",
		"lab/notes/batch-7.md":                               "Batch 7: sample S-08 contaminated, retest scheduled.\n",
		"lab/raw/run-01.dat":                                 big("n", 120),
		"lab/raw/run-02.dat":                                 big("o", 300),
		"lab/raw/run-03.dat":                                 big("p", 800),
		"lab/old/assays-2024.tsv":                            "sample_id\tsite\ttemp_c\tph\tstatus\nX-01\told-pier\t1.0\t7.0\tok\n",
		"webapp/logs/access.log":                             dev9Access(),
		"webapp/logs/access.log.1":                           strings.Repeat("10.9.9.9 - - [28/Feb/2026:23:59:59 +0000] \"GET /legacy HTTP/1.1\" 404 12\n", 30),
		"webapp/logs/error.log":                              dev9ErrorLog,
		"webapp/logs/archive/.keep":                          "",
		"webapp/config/site.conf":                            dev9SiteConf,
		"webapp/config/site.conf.bak":                        "server_name staging.shopfront.test;\nlisten 8000;\n",
		"webapp/.env":                                        "API_KEY=sk_test_51shop\nPORT=3000\n",
		"webapp/src/cart.js":                                 dev9Cart,
		"webapp/src/checkout.js":                             "const api_key = process.env.API_KEY;\n// TODO: retry failed payments\n",
		"webapp/src/utils/format.js":                         "// FIXME: currency symbols\nexport const format = (n) => n.toFixed(2);\n",
		"webapp/README.md":                                   "# Shopfront\nTODO: write deployment docs\n",
		"webapp/deploy.sh":                                   "#!/bin/sh\necho deploying shopfront\n",
		"webapp/build.sh":                                    "#!/bin/sh\necho building shopfront\n",
		"webapp/docker-compose.yml":                          "services:\n  web:\n    image: node:20\n    ports:\n      - \"3000:3000\"\n",
		"webapp/dist/index.html":                             "<!doctype html><title>Shopfront</title>\n",
		"webapp/dist/app.js":                                 big("q", 40),
		"webapp/dist/vendor.js":                              big("r", 120),
		"webapp/dist/style.css":                              "body { margin: 0 }\n",
		"homelab/docker-compose.yml":                         dev9Compose,
		"homelab/old/docker-compose.yml":                     "services:\n  web:\n    ports:\n      - \"8080:80\"\n",
		"homelab/cron.log":                                   dev9Cron,
		"homelab/backup.log":                                 "2026-03-01 02:00:00 snapshot nas-2026-03-01 started\n2026-03-01 02:14:09 snapshot nas-2026-03-01 complete (2.4 GB)\n",
		"homelab/ping.log":                                   dev9Ping,
		"homelab/users.txt":                                  dev9Users,
		"homelab/secrets.env":                                "API_KEY=homelab-7f3a\nNAS_PASSWORD=hunter22\n",
		"homelab/scripts/prune.sh":                           "#!/bin/sh\necho pruning old snapshots\n",
		"homelab/scripts/update.sh":                          "#!/bin/sh\necho updating containers\n",
		"homelab/snapshots/nas-2026-02.img":                  big("s", 2560),
		"homelab/restore/.keep":                              "",
		"client-picks/.keep":                                 "",
		"handoff/.keep":                                      "",
		"spare/install.sh":                                   "#!/bin/sh\necho install\n",
	}
}

// dev9Ages are the files' ages; the others are four days old.
var dev9Ages = map[string]time.Duration{
	"manuscript/ch05-homecoming.md":  3 * time.Hour,
	"manuscript/blurb-draft.txt":     20 * time.Minute,
	"jotter/todo.txt":                20 * time.Minute,
	"gradebook/class-7b.csv":         5 * 24 * time.Hour,
	"gradebook/attendance.txt":       24 * time.Hour,
	"gradebook/marks.txt":            20 * 24 * time.Hour,
	"gradebook/class-7a.csv":         40 * 24 * time.Hour,
	"lab/assays.tsv":                 2 * 24 * time.Hour,
	"lab/field-survey.csv":           24 * time.Hour,
	"lab/abstract.txt":               4 * time.Hour,
	"lab/instrument.log":             time.Hour,
	"lab/spectra-eu.csv":             10 * 24 * time.Hour,
	"lab/species.txt":                5 * 24 * time.Hour,
	"lab/README.txt":                 30 * 24 * time.Hour,
	"lab/old/assays-2024.tsv":        200 * 24 * time.Hour,
	"webapp/README.md":               10 * 24 * time.Hour,
	"webapp/deploy.sh":               20 * 24 * time.Hour,
	"webapp/logs/error.log":          10 * time.Minute,
	"webapp/logs/access.log":         2 * time.Hour,
	"webapp/logs/access.log.1":       2 * 24 * time.Hour,
	"webapp/src/cart.js":             2 * 24 * time.Hour,
	"webapp/src/checkout.js":         2 * 24 * time.Hour,
	"webapp/src/utils/format.js":     2 * 24 * time.Hour,
	"homelab/cron.log":               40 * 24 * time.Hour,
	"homelab/users.txt":              100 * 24 * time.Hour,
	"homelab/old/docker-compose.yml": 60 * 24 * time.Hour,
	"homelab/backup.log":             2 * 24 * time.Hour,
}

// dev9Modes are the permissions that are not 0644.
var dev9Modes = map[string]os.FileMode{
	"webapp/dist/index.html":    0o600,
	"lab/assays.tsv":            0o666,
	"webapp/build.sh":           0o755,
	"homelab/scripts/update.sh": 0o755,
	"spare/install.sh":          0o755,
}

// dev9Tree writes the set's tree into dir, with its archives:
// film-scans-2019.tar.gz and homelab's old-configs.tar.gz hold a folder
// of their own and two files at their top; manuscript-2023.tar (not
// compressed) a folder; lab/raw-exports.tgz two files at its top; the zips
// files at their top.
func dev9Tree(t *testing.T, dir string) {
	t.Helper()
	now := time.Now()
	for name, body := range dev9Files() {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		m := os.FileMode(0o644)
		if dm, ok := dev9Modes[name]; ok {
			m = dm
		}
		if err := os.Chmod(p, m); err != nil {
			t.Fatal(err)
		}
		age, ok := dev9Ages[name]
		if !ok {
			age = 4 * 24 * time.Hour
		}
		if err := os.Chtimes(p, now.Add(-age), now.Add(-age)); err != nil {
			t.Fatal(err)
		}
	}
	writeTarGz(t, filepath.Join(dir, "film-scans-2019.tar.gz"), "film-scans-2019/", now,
		map[string]string{"film-scans-2019/roll1-frame01.jpg": "frame 1\n", "film-scans-2019/roll1-frame02.jpg": "frame 2\n"})
	dev9Tar(t, filepath.Join(dir, "manuscript-2023.tar"), now, []string{"manuscript-2023/"},
		map[string]string{"manuscript-2023/old-ch01.md": "# Old chapter one\n", "manuscript-2023/old-outline.txt": "old outline\n"})
	dev9TarGzFlat(t, filepath.Join(dir, "homelab/old-configs.tar.gz"), now,
		map[string]string{"nginx.conf": "worker_processes 1;\n", "fstab.bak": "/dev/sda1 / ext4\n"})
	dev9TarGzFlat(t, filepath.Join(dir, "lab/raw-exports.tgz"), now,
		map[string]string{"export-a.csv": "a,1\n", "export-b.csv": "b,2\n"})
	writeZip(t, filepath.Join(dir, "client-proofs.zip"), "proof-01.jpg", "proof-02.jpg", "proof-03.jpg")
	writeZip(t, filepath.Join(dir, "beta-readers.zip"), "notes-from-priya.txt", "notes-from-lars.txt")
	writeZip(t, filepath.Join(dir, "shoots/presets.zip"), "warm-film.xmp", "cool-matte.xmp")
	writeZip(t, filepath.Join(dir, "gradebook/homework/week3-submissions.zip"), "amir.docx", "bea.docx")
	old := now.Add(-4 * 24 * time.Hour)
	for _, p := range []string{"lab/raw-exports.tgz", "homelab/old-configs.tar.gz", "shoots/presets.zip", "gradebook/homework/week3-submissions.zip"} {
		os.Chtimes(filepath.Join(dir, p), old, old)
	}
}

// dev9Tar writes a plain tar at path: the directories dirs, then files,
// dated now.
func dev9Tar(t *testing.T, path string, now time.Time, dirs []string, files map[string]string) {
	t.Helper()
	var b bytes.Buffer
	dev9WriteTar(t, &b, now, dirs, files)
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// dev9TarGzFlat writes a gzipped tar at path holding files at its top.
func dev9TarGzFlat(t *testing.T, path string, now time.Time, files map[string]string) {
	t.Helper()
	var b bytes.Buffer
	dev9WriteTar(t, &b, now, nil, files)
	cmd := exec.Command("gzip", "-c")
	cmd.Stdin = &b
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
}

func dev9WriteTar(t *testing.T, w io.Writer, now time.Time, dirs []string, files map[string]string) {
	t.Helper()
	tw := tar.NewWriter(w)
	for _, d := range dirs {
		if err := tw.WriteHeader(&tar.Header{Name: d, Typeflag: tar.TypeDir, Mode: 0o755, ModTime: now}); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range files {
		if err := tw.WriteHeader(&tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(body)), ModTime: now}); err != nil {
			t.Fatal(err)
		}
		io.WriteString(tw, body)
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
}

// dev9Prep writes the tree once and returns what hands out a fresh copy
// of it for each case (the caller removes it). Small files are copied
// with their modes and times; the big media files (over 64 KiB, most of
// the tree's 15 MB) are hard links to the template's. A command that
// changes a big file in place (touch, chmod, an append) changes the
// template's too, so before each copy every big file of the template is
// checked against its size, mode and time and, if changed, written anew
// (a new inode, which the copy that changed the old one keeps).
// The tree and its copies are in t.TempDir(), which runWithTrees puts in
// memory where there is room.
func dev9Prep(t *testing.T) func(*testing.T) string {
	t.Helper()
	tmpl := t.TempDir()
	dev9Tree(t, tmpl)
	type bigFile struct {
		size int64
		mode os.FileMode
		mod  time.Time
	}
	big := map[string]bigFile{}
	for name := range dev9Files() {
		fi, err := os.Stat(filepath.Join(tmpl, name))
		if err != nil {
			t.Fatal(err)
		}
		if fi.Size() > 64<<10 {
			big[name] = bigFile{fi.Size(), fi.Mode(), fi.ModTime()}
		}
	}
	return func(t *testing.T) string {
		t.Helper()
		for name, want := range big {
			p := filepath.Join(tmpl, name)
			fi, err := os.Lstat(p)
			if err == nil && fi.Size() == want.size && fi.Mode() == want.mode && fi.ModTime().Equal(want.mod) {
				continue
			}
			os.Remove(p)
			if err := os.WriteFile(p, []byte(dev9Files()[name]), want.mode.Perm()); err != nil {
				t.Fatal(err)
			}
			os.Chmod(p, want.mode.Perm())
			os.Chtimes(p, want.mod, want.mod)
		}
		dst := t.TempDir()
		type dirTime struct {
			path string
			mod  time.Time
		}
		var dirs []dirTime
		err := filepath.Walk(tmpl, func(p string, fi os.FileInfo, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(tmpl, p)
			to := filepath.Join(dst, rel)
			if fi.IsDir() {
				dirs = append(dirs, dirTime{to, fi.ModTime()})
				return os.MkdirAll(to, fi.Mode().Perm())
			}
			if _, ok := big[rel]; ok {
				return os.Link(p, to)
			}
			return copyFileAs(p, to, fi)
		})
		if err != nil {
			t.Fatal(err)
		}
		for i := len(dirs) - 1; i >= 0; i-- {
			os.Chtimes(dirs[i].path, dirs[i].mod, dirs[i].mod)
		}
		return dst
	}
}

// dev9Setup makes the fourth set's environment with a few more
// placeholders: {gid} the group id; {gzip} and {sed} the programs' paths;
// {isoweek}, {weeku} and {weekw} the week of the year (ISO, counted from
// the first Sunday, from the first Monday; no leading zero); {boot} the
// day the machine booted (YYYY-MM-DD); {distro} the NAME of
// /etc/os-release. DEPLOY_ENV is set to staging-eu.
func dev9Setup(t *testing.T) *frozen3Env {
	t.Helper()
	t.Setenv("DEPLOY_ENV", "staging-eu")
	e := setupFrozen4(t)
	now := time.Now().UTC()
	_, isoweek := now.ISOWeek()
	yday, wday := now.YearDay()-1, int(now.Weekday())
	vars := map[string]string{
		"{isoweek}": strconv.Itoa(isoweek),
		"{weeku}":   strconv.Itoa((yday + 7 - wday) / 7),
		"{weekw}":   strconv.Itoa((yday + 7 - (wday+6)%7) / 7),
	}
	if u, err := user.Current(); err == nil {
		vars["{gid}"] = u.Gid
	}
	for _, p := range []string{"gzip", "sed"} {
		if path, err := exec.LookPath(p); err == nil {
			vars["{"+p+"}"] = path
		}
	}
	if b, err := os.ReadFile("/proc/uptime"); err == nil {
		if f := strings.Fields(string(b)); len(f) > 0 {
			if up, err := strconv.ParseFloat(f[0], 64); err == nil {
				vars["{boot}"] = now.Add(-time.Duration(up * float64(time.Second))).Format("2006-01-02")
			}
		}
	}
	if b, err := os.ReadFile("/etc/os-release"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "NAME="); ok {
				vars["{distro}"] = strings.Trim(v, `"`)
			}
		}
	}
	e.fill = fillWith(vars, e.fill)
	return e.frozen3Env
}

// dev9Fields splits a line into fields at blanks and the usual delimiters.
func dev9Fields(l string) []string {
	return strings.FieldsFunc(l, func(r rune) bool {
		return r == ' ' || r == '\t' || r == ':' || r == ',' || r == ';' || r == '|' || r == '=' || r == '(' || r == ')'
	})
}

var dev9SizeRe = regexp.MustCompile(`(?i)(\d+(?:[.,]\d+)?)\s?(k|m|g|t)?(i?b)?\b`)

// dev9SizeIn reports whether the first size in s lies between lo and hi
// bytes; a number without a unit may be bytes, kilobytes (du) or 512-byte
// blocks.
func dev9SizeIn(s string, lo, hi float64) (string, bool) {
	m := dev9SizeRe.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	v, _ := strconv.ParseFloat(strings.Replace(m[1], ",", ".", 1), 64)
	in := func(v float64) bool { return v >= lo && v <= hi }
	unit := strings.ToLower(m[2])
	if unit == "" {
		return m[0], in(v) || in(v*1024) || in(v*512)
	}
	k := strings.Index("kmgt", unit) + 1
	p2, p10 := 1.0, 1.0
	for ; k > 0; k-- {
		p2, p10 = p2*1024, p10*1000
	}
	return m[0], in(v*p2) || in(v*p10)
}

// dev9Value parses a table's number: "12.5", "3.1%", top's "1.2g" (its
// memory columns count KiB; a suffix m, g or t multiplies by 1024 each).
func dev9Value(s string) (float64, bool) {
	s = strings.TrimSuffix(s, "%")
	mult := 1.0
	if n := len(s); n > 1 {
		if i := strings.IndexByte("kmgt", s[n-1]|0x20); i >= 0 {
			for ; i > 0; i-- {
				mult *= 1024
			}
			s = s[:n-1]
		}
	}
	v, err := strconv.ParseFloat(s, 64)
	return v * mult, err == nil
}

// dev9MemFloor is half the third largest resident set of the machine's
// processes now (or the smallest, with fewer than three), and the
// machine's memory, both in KiB; ok is false without Linux's /proc.
func dev9MemFloor() (floor, total float64, ok bool) {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0, 0, false
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "MemTotal:" {
			total, _ = strconv.ParseFloat(f[1], 64)
		}
	}
	paths, _ := filepath.Glob("/proc/[0-9]*/status")
	var rss []float64
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(b), "\n") {
			if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmRSS:" {
				if v, err := strconv.ParseFloat(f[1], 64); err == nil {
					rss = append(rss, v)
				}
			}
		}
	}
	if total == 0 || len(rss) == 0 {
		return 0, 0, false
	}
	sort.Sort(sort.Reverse(sort.Float64Slice(rss)))
	return rss[min(2, len(rss)-1)] / 2, total, true
}

// dev9Descending checks that the output is a process table sorted by one
// of the columns headed by names, from the largest value down, with at
// least two rows and two different values (a table sorted the other way
// and cut short shows the smallest, all equal), and at most maxRows rows;
// a memory column's top value must be at least dev9MemFloor (an unsorted
// table's first rows, init and kernel threads, are small). A table sorted
// by %MEM passes though its RSS column, within equal percentages, is not
// sorted. The column is found by its header; in a row with more fields
// than the header (a command name with blanks) a column right of the
// command is counted from the end; a row is a line whose PID is a number.
// Without a header (ps aux piped through sort and head) ps aux's layout
// is assumed; a header that sort moved among the rows is skipped.
func dev9Descending(out string, names []string, maxRows *int) error {
	headed := false
	for _, l := range nonBlank(out) {
		for _, f := range strings.Fields(l) {
			for _, n := range names {
				headed = headed || f == n
			}
		}
	}
	var errs []error
	for _, n := range names {
		err := dev9DescendingBy(out, n, headed, maxRows)
		if err == nil {
			return nil
		}
		if !errors.Is(err, errDev9NoColumn) {
			errs = append(errs, err)
		}
	}
	if len(errs) == 0 {
		return fmt.Errorf("no table with a column %v", names)
	}
	return errs[0]
}

var errDev9NoColumn = errors.New("no such column")

// dev9DescendingBy is dev9Descending for the column headed name; headed
// says whether the output has a header at all.
func dev9DescendingBy(out, name string, headed bool, maxRows *int) error {
	ls := nonBlank(out)
	hdr, col, ncols, cmd, pid := -1, -1, 0, -1, -1
	for i, l := range ls {
		for j, f := range strings.Fields(l) {
			if f == name {
				hdr, col = i, j
				break
			}
		}
		if hdr >= 0 {
			break
		}
	}
	if hdr >= 0 {
		fs := strings.Fields(ls[hdr])
		ncols = len(fs)
		for j, f := range fs {
			switch f {
			case "COMMAND", "CMD", "COMM", "ARGS", "Command":
				if cmd < 0 {
					cmd = j
				}
			case "PID":
				pid = j
			}
		}
	} else {
		c, ok := map[string]int{"%CPU": 2, "%MEM": 3, "RSS": 5}[name]
		if headed || !ok {
			return fmt.Errorf("%w %s", errDev9NoColumn, name)
		}
		col, ncols, cmd, pid = c, 11, 10, 1
	}
	// field is a row's field j, counted from the end right of the command.
	field := func(fs []string, j int) (string, bool) {
		if cmd >= 0 && j > cmd && len(fs) > ncols {
			j = len(fs) - (ncols - j)
		}
		if j < 0 || j >= len(fs) {
			return "", false
		}
		return fs[j], true
	}
	// The rows are the lines but the header whose PID is a number (not
	// top's summary above its table).
	var vals []float64
	for i, l := range ls {
		fs := strings.Fields(l)
		if i == hdr {
			continue
		}
		if pid >= 0 {
			if p, ok := field(fs, pid); !ok || strings.Trim(p, "0123456789") != "" {
				continue
			}
		}
		if f, ok := field(fs, col); ok {
			if v, ok := dev9Value(f); ok {
				vals = append(vals, v)
			}
		}
	}
	if len(vals) < 2 {
		return fmt.Errorf("no table sorted by %s", name)
	}
	distinct := false
	for i := 1; i < len(vals); i++ {
		if vals[i] > vals[i-1] {
			return fmt.Errorf("not sorted by %s from the largest down (%v then %v)", name, vals[i-1], vals[i])
		}
		distinct = distinct || vals[i] != vals[0]
	}
	if !distinct {
		return fmt.Errorf("every %s shown is %v: not the largest", name, vals[0])
	}
	if maxRows != nil && len(vals) > *maxRows {
		return fmt.Errorf("%d rows, want at most %d", len(vals), *maxRows)
	}
	if floor, total, ok := dev9MemFloor(); ok {
		switch name {
		case "RSS", "RES":
			if vals[0] < floor {
				return fmt.Errorf("the top %s is %v KiB: the machine has bigger processes", name, vals[0])
			}
		case "%MEM", "MEM%":
			if vals[0]+0.05 < floor/total*100 {
				return fmt.Errorf("the top %s is %v: the machine has bigger processes", name, vals[0])
			}
		}
	}
	return nil
}

// dev9SameSet: lines are exactly want, each once, in any order.
func dev9SameSet(lines, want []string) bool {
	if len(lines) != len(want) {
		return false
	}
	seen := map[string]int{}
	for _, l := range lines {
		seen[l]++
	}
	for _, w := range want {
		if seen[w] != 1 {
			return false
		}
	}
	return true
}

// judge9 runs the fourth set's checks (its table check replaced by
// dev9Descending), then the ninth's.
func (c dev9Case) judge9(out, dir string, fill func(string) string) error {
	c4 := c.frozen4Case
	c4.Desc = nil
	if err := c4.judge4(out, dir, fill); err != nil {
		return err
	}
	ls := nonBlank(out)
	if len(c.Desc) > 0 {
		if err := dev9Descending(out, c.Desc, c.MaxRows); err != nil {
			return err
		}
	}
	for item, n := range c.Counts {
		found := false
		for _, l := range ls {
			has, count := false, false
			for _, f := range dev9Fields(l) {
				has = has || f == item
				count = count || f == strconv.Itoa(n)
			}
			found = found || has && count
		}
		if !found {
			return fmt.Errorf("no line counts %s %d times", item, n)
		}
	}
	if c.Set != nil && !dev9SameSet(ls, c.Set) {
		return fmt.Errorf("the output is not exactly %q", c.Set)
	}
	for p, want := range c.EitherSet {
		b, _ := os.ReadFile(filepath.Join(dir, p))
		if !dev9SameSet(ls, want) && !dev9SameSet(nonBlank(string(b)), want) {
			return fmt.Errorf("neither the output nor %s is exactly %q", p, want)
		}
	}
	for p, want := range c.FileLines {
		b, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			return fmt.Errorf("%s: %v", p, err)
		}
		if got := nonBlank(string(b)); strings.Join(got, "\n") != strings.Join(want, "\n") {
			return fmt.Errorf("%s holds %q, want %q", p, got, want)
		}
	}
	for _, p := range c.Execs {
		fi, err := os.Stat(filepath.Join(dir, p))
		if err != nil || fi.Mode().Perm()&0o100 == 0 {
			return fmt.Errorf("%s is not executable", p)
		}
	}
	for p, bits := range c.ModeHas {
		fi, err := os.Stat(filepath.Join(dir, p))
		if err != nil {
			return err
		}
		b, _ := strconv.ParseUint(bits, 8, 32)
		if uint64(fi.Mode().Perm())&b != b {
			return fmt.Errorf("%s has mode %o, want bits %s set", p, fi.Mode().Perm(), bits)
		}
	}
	for p, bits := range c.ModeLacks {
		fi, err := os.Stat(filepath.Join(dir, p))
		if err != nil {
			return err
		}
		b, _ := strconv.ParseUint(bits, 8, 32)
		if uint64(fi.Mode().Perm())&b != 0 {
			return fmt.Errorf("%s has mode %o, want bits %s clear", p, fi.Mode().Perm(), bits)
		}
	}
	if len(c.Size) == 2 {
		if m, ok := dev9SizeIn(out, c.Size[0], c.Size[1]); !ok {
			return fmt.Errorf("size %q is not between %.0f and %.0f bytes", m, c.Size[0], c.Size[1])
		}
	}
	for name, r := range c.Sizes {
		found := false
		for _, l := range ls {
			if strings.Contains(l, name) {
				if _, ok := dev9SizeIn(l, r[0], r[1]); ok {
					found = true
				}
			}
		}
		if !found {
			return fmt.Errorf("no line gives %s a size between %.0f and %.0f bytes", name, r[0], r[1])
		}
	}
	for _, p := range c.Compressed {
		b, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			return fmt.Errorf("%s: %v", p, err)
		}
		magic := false
		for _, m := range []string{"\x1f\x8b", "BZh", "\xfd7zXZ", "\x28\xb5\x2f\xfd"} {
			magic = magic || bytes.HasPrefix(b, []byte(m))
		}
		if !magic {
			return fmt.Errorf("%s is not compressed", p)
		}
	}
	for _, p := range c.Plain {
		b, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			return fmt.Errorf("%s: %v", p, err)
		}
		if len(b) < 512 || string(b[257:262]) != "ustar" {
			return fmt.Errorf("%s is not a plain tar archive", p)
		}
	}
	if err := archiveLacks(dir, c.TarLacks, tarNames); err != nil {
		return err
	}
	if err := existsAny(dir, c.ExistsAny); err != nil {
		return err
	}
	return nil
}

// dev9Follow: a command that follows a file is stopped after two seconds;
// a line is appended to c's file after 0.7 s.
var dev9Follow = followTimes{stop: 2 * time.Second, mark: 700 * time.Millisecond, line: "FOLLOW-MARK 7\n"}

// TestDev9Refs runs every case's reference command in a fresh tree and
// requires it to pass its checks: a check that a right command fails would
// measure the set, not the backend. A beyond case has no reference.
func TestDev9Refs(t *testing.T) { dev9Set.refs(t) }

// dev9Wrongs are plausible wrong answers to some requests, each of which
// the checks must reject: a slot dropped or changed (the count, the range,
// the column, the delimiter, the time window, the size), the distractor
// beside the named file or folder, the wrong direction, in place instead of
// shown (and the reverse), listed instead of extracted (and the reverse),
// no recursion, a dangling or hard link, the wrong permission bits.
var dev9Wrongs = map[string][]string{
	"could you make a folder called invoices/2026/march for me?":                            {"mkdir invoices"},
	"I need a new directory named final-draft inside manuscript":                            {"mkdir final-draft"},
	"create the folders exports/web and exports/print in shoots/lofoten-2025":               {"mkdir -p exports/web exports/print"},
	"mkdir lab/results/run-07 please":                                                       {"mkdir -p lab/run-07"},
	"please copy the whole webapp/config folder to config-backup, thanks":                   {"cp webapp/config/site.conf config-backup"},
	"copy all the jpg files from shoots/wedding-ahmed into client-picks":                    {"cp -r shoots/wedding-ahmed/* client-picks/"},
	"could you duplicate gradebook/class-7b.csv as class-7b-backup.csv in the same folder?": {"cp gradebook/class-7b.csv class-7b-backup.csv"},
	"copy manuscript/ch03-night-train.md to manuscript/drafts/ch03-night-train-v2.md": {
		"mv manuscript/ch03-night-train.md manuscript/drafts/ch03-night-train-v2.md"},
	"move ch05-homecoming.md from manuscript into the manuscript/drafts folder": {"cp manuscript/ch05-homecoming.md manuscript/drafts/"},
	"can you move every .log file in webapp/logs to webapp/logs/archive?":       {"mv webapp/logs/access.log webapp/logs/archive/"},
	"pls renmae gradebook/marks.txt to gradebook/marks-term1.txt":               {"mv gradebook/marks.txt marks-term1.txt"},
	"update the modification time of homelab/cron.log to now":                   {"cat homelab/cron.log"},
	"mark gradebook/attendance.txt as modified just now without changing what's in it": {
		"sort -o gradebook/attendance.txt gradebook/attendance.txt"},
	"create an empty file called manuscript/acknowledgements.md":                                {"touch acknowledgements.md"},
	"make a symlink called current-shoot that points to shoots/lofoten-2025":                    {"ln -s shoots/wedding-ahmed current-shoot"},
	"I'd like homelab/compose.yml to be a symbolic link pointing at homelab/docker-compose.yml": {"ln -s homelab/docker-compose.yml homelab/compose.yml"},
	"link lab/assays.tsv into this folder as assays.tsv (a symlink, not a copy)":                {"cp lab/assays.tsv assays.tsv"},
	"create a soft link named latest.log to webapp/logs/access.log":                             {"ln webapp/logs/access.log latest.log"},
	"make webapp/deploy.sh executable":                                                          {"chmod +x webapp/build.sh"},
	"set the permissions of homelab/secrets.env to 600":                                         {"chmod 644 homelab/secrets.env"},
	"only I should be able to read gradebook/class-7b.csv, nobody else, not even my group":      {"chmod 640 gradebook/class-7b.csv"},
	"give everyone read access to webapp/dist/index.html":                                       {"chmod o+r webapp/dist/index.html"},
	"remove write permission for the group and others on lab/assays.tsv":                        {"chmod a-w lab/assays.tsv"},
	"show me what's in jotter/todo.txt":                                                         {"cat jotter/ideas.md"},
	"display webapp/config/site.conf":                                                           {"cat webapp/config/site.conf.bak"},
	"show the first 10 lines of manuscript/scene-list.txt":                                      {"head manuscript/ch01-arrival.md"},
	"first five lines of lab/assays.tsv please":                                                 {"head lab/assays.tsv"},
	"what are the first twelve entries in gradebook/marks.txt?":                                 {"head gradebook/marks.txt"},
	"show the last 15 lines of webapp/logs/access.log":                                          {"tail -n 15 webapp/logs/access.log.1"},
	"last line of homelab/backup.log":                                                           {"tail homelab/backup.log"},
	"the bottom 8 rows of lab/field-survey.csv":                                                 {"tail -n 8 lab/spectra-eu.csv"},
	"print lines 10 to 14 of manuscript/scene-list.txt":                                         {"head -n 14 manuscript/scene-list.txt"},
	"show me lines 20-25 of webapp/logs/access.log":                                             {"sed -n '20,25p' webapp/logs/access.log.1"},
	"what's on line 7 of lab/species.txt?":                                                      {"head -n 7 lab/species.txt"},
	"display manuscript/scene-list.txt from line 30 to the end":                                 {"tail -n 30 manuscript/scene-list.txt"},
	"everything in gradebook/class-7b.csv except the header row":                                {"cat gradebook/class-7b.csv"},
	"how many lines are there in webapp/logs/access.log?":                                       {"wc -l webapp/logs/access.log.1"},
	"how many students are listed in gradebook/class-7b.csv? the first line is a header":        {"wc -l gradebook/class-7b.csv"},
	"how many words is manuscript/prologue.txt?":                                                {"wc -l manuscript/prologue.txt"},
	"what's the total word count of the chapters in manuscript (the .md files there, not the drafts folder)?": {
		"cat manuscript/*.md manuscript/drafts/*.md | wc -w"},
	"how many bytes is webapp/config/site.conf?":                                               {"wc -w webapp/config/site.conf"},
	"sort jotter/characters.txt alphabetically":                                                {"sort -u jotter/characters.txt"},
	"sort the numbers in gradebook/marks.txt from lowest to highest":                           {"sort gradebook/marks.txt"},
	"can you sort gradebook/marks.txt in descending numerical order?":                          {"sort -r gradebook/marks.txt"},
	"sort gradebook/class-7b.csv by the score column, highest first":                           {"sort -t, -k3,3n gradebook/class-7b.csv"},
	"order the rows of lab/assays.tsv by temperature (the third column), smallest first":       {"sort -k3 lab/assays.tsv"},
	"sort jotter/characters.txt and save the result as jotter/characters-sorted.txt":           {"sort -o jotter/characters.txt jotter/characters.txt"},
	"list each name in jotter/characters.txt just once":                                        {"uniq jotter/characters.txt"},
	"squeeze repeated consecutive lines in homelab/ping.log into one":                          {"sort -u homelab/ping.log"},
	"which names appear more than once in gradebook/attendance.txt?":                           {"sort gradebook/attendance.txt | uniq"},
	"how many times does each species appear in lab/species.txt?":                              {"uniq -c lab/species.txt"},
	"tally the HTTP status codes in webapp/logs/access.log":                                    {"awk '{print $9}' webapp/logs/access.log.1 | sort | uniq -c"},
	"what's the most common answer in the answer column of lab/field-survey.csv?":              {"cut -d, -f4 lab/field-survey.csv | sort | uniq -c"},
	"count how many students got each grade in gradebook/class-7b.csv":                         {"cut -d, -f4 gradebook/class-7b.csv | uniq -c"},
	"print the email column of gradebook/class-7b.csv":                                         {"cut -d, -f1 gradebook/class-7b.csv"},
	"show the 2nd column of lab/assays.tsv (it's tab separated)":                               {"cut -d, -f2 lab/assays.tsv"},
	"extract the first and third fields from lab/spectra-eu.csv, the separator is a semicolon": {"cut -d';' -f1-3 lab/spectra-eu.csv"},
	"just the usernames from homelab/users.txt please, it's colon delimited and they're the first field": {
		"cut -d: -f5 homelab/users.txt"},
	"I need the ph values from lab/assays.tsv":                                             {"cut -f3 lab/assays.tsv"},
	"pull the absorbance column out of lab/spectra-eu.csv":                                 {"cut -d, -f3 lab/spectra-eu.csv"},
	"find lines mentioning error in webapp/logs/error.log, case-insensitive":               {"grep error webapp/logs/error.log"},
	"search lab/abstract.txt for 'salinity' regardless of capitalisation":                  {"grep salinity lab/abstract.txt"},
	"show webapp/logs/access.log without the lines containing healthcheck":                 {"grep healthcheck webapp/logs/access.log"},
	"filter out the comment lines (the ones starting with #) from webapp/config/site.conf": {"grep '^#' webapp/config/site.conf"},
	"show homelab/docker-compose.yml without the blank lines":                              {"cat homelab/docker-compose.yml"},
	"how many lines in webapp/logs/access.log contain 404?":                                {"grep 404 webapp/logs/access.log"},
	"how many students in gradebook/class-7b.csv got an A? the grade is the last column":   {"grep -c A gradebook/class-7b.csv"},
	"number of lines with the word storm in manuscript/ch02-the-market.md, ignoring case": {
		"grep -c storm manuscript/ch02-the-market.md"},
	"which line numbers in manuscript/ch04-letters.md mention Ingrid?":  {"grep Ingrid manuscript/ch04-letters.md"},
	"what line is 'sea eagle' on in lab/species.txt?":                   {"grep -c 'sea eagle' lab/species.txt"},
	"search all files under webapp/src for TODO":                        {"grep -rn TODO webapp"},
	"which files in manuscript mention Ingrid?":                         {"grep -rl Ingrid ."},
	"look through the lab folder recursively for the word contaminated": {"grep contaminated lab/*"},
	"replace staging.shopfront.test with shopfront.com in webapp/config/site.conf and save the file": {
		"sed 's/staging.shopfront.test/shopfront.com/g' webapp/config/site.conf"},
	"in manuscript/ch02-the-market.md change every Ingrid to Astrid, edit the file directly": {
		"sed -i 's/Ingrid/Astrid/' manuscript/ch02-the-market.md"},
	"swap all the commas for semicolons in lab/field-survey.csv in place": {"sed -i 's/,/;/' lab/field-survey.csv"},
	"update homelab/docker-compose.yml so that every 8080 becomes 8081":   {"sed -i 's/8080/8081/g' homelab/old/docker-compose.yml"},
	"show me webapp/config/site.conf with staging.shopfront.test replaced by shopfront.com, but don't change the file": {
		"sed -i 's/staging\\.shopfront\\.test/shopfront.com/g' webapp/config/site.conf"},
	"output homelab/users.txt with /bin/bash replaced by /bin/zsh, without editing it": {
		"sed -i 's|/bin/bash|/bin/zsh|g' homelab/users.txt"},
	"make a tar.gz of the webapp/dist folder called dist.tar.gz":               {"tar -cf dist.tar.gz webapp/dist"},
	"could you tar up manuscript into manuscript.tar (no compression)?":        {"tar -czf manuscript.tar manuscript"},
	"bundle homelab/scripts as scripts-2026.tar.gz":                            {"tar -czf scripts-2026.tar.gz homelab"},
	"zip the shoots/lofoten-2025 folder into lofoten.zip":                      {"zip lofoten.zip shoots/lofoten-2025/*"},
	"compress the gradebook directory into gradebook.zip, subfolders included": {"zip gradebook.zip gradebook/*"},
	"I'd like jotter zipped up as jotter-notes.zip":                            {"zip jotter-notes.zip jotter/*"},
	"extract film-scans-2019.tar.gz":                                           {"tar -tzf film-scans-2019.tar.gz"},
	"unpack homelab/old-configs.tar.gz into homelab/restore":                   {"tar -xzf homelab/old-configs.tar.gz"},
	"open up film-scans-2019.tar.gz into a new folder called scans":            {"tar -xzf film-scans-2019.tar.gz"},
	"extract beta-readers.zip into manuscript/feedback":                        {"unzip beta-readers.zip"},
	"unzip shoots/presets.zip to a new folder called presets":                  {"unzip shoots/presets.zip"},
	"decompress client-proofs.zip into shoots/proofs":                          {"unzip client-proofs.zip -d shoots"},
	"what's inside client-proofs.zip? don't extract it":                        {"unzip client-proofs.zip"},
	"list the files in film-scans-2019.tar.gz":                                 {"tar -xzvf film-scans-2019.tar.gz"},
	"what kernel is this machine running?":                                     {"uname -m"},
	"which CPU architecture is this box, x86 or arm?":                          {"uname -r"},
	"what OS am I on?":                                                    {"uname -r"},
	"what's the hostname of this server?":                                 {"whoami"},
	"who am I logged in as?":                                              {"hostname"},
	"what's my user ID number?":                                           {"whoami"},
	"print my numeric group id":                                           {"id -gn"},
	"where is tar installed?":                                             {"which zip"},
	"path to gzip binary":                                                 {"which gunzip"},
	"is zip installed? where?":                                            {"which unzip"},
	"how long has this server been up?":                                   {"date"},
	"what's the load average right now?":                                  {"free -h"},
	"list all my environment variables":                                   {"echo $HOME"},
	"what's the value of EDITOR?":                                         {"env"},
	"what is DEPLOY_ENV set to?":                                          {"echo $DEPLOY"},
	"what's today's date in YYYY-MM-DD?":                                  {"date"},
	"current time in 24-hour HH:MM format":                                {"date +%T"},
	"print the date as day/month/year":                                    {"date +%F"},
	"what's the current unix timestamp?":                                  {"date"},
	"which month is it?":                                                  {"date +%F"},
	"what week number are we in?":                                         {"date"},
	"follow homelab/backup.log as it grows":                               {"tail homelab/backup.log"},
	"tail -f the cron log in homelab":                                     {"tail -f webapp/logs/error.log"},
	"disk space?":                                                         {"du -sh ."},
	"show disk usage for all mounted filesystems in human readable sizes": {"df"},
	"how much RAM does this server have in total?":                        {"df -h"},
	"my ip":                   {"hostname"},
	"what's hogging the cpu?": {"ps aux --sort=%cpu | head"},
	"list running processes sorted by cpu, highest first": {"ps aux --sort=%cpu"},
	"top 5 processes by RAM":                              {"ps aux --sort=-rss | head -n 20"},
	// (an unsorted "ps aux | head" cannot be told from a sorted table on
	// a machine whose first processes happen to be its largest)
	"which processes are using the most memory?":                         {"ps aux --sort=rss | tail -n 5"},
	"what processes are running?":                                        {"top -bn1 | head -n 5"},
	"where is family-portrait.png?":                                      {"ls shoots"},
	"locate every docker-compose.yml under homelab":                      {"ls homelab/docker-compose.yml"},
	"find files whose name contains draft in manuscript":                 {"find . -name '*draft*'"},
	"find every PDF under gradebook":                                     {"find gradebook -name '*.pdf'"},
	"show me all the markdown files in manuscript, including subfolders": {"ls manuscript/*.md"},
	"find all the shell scripts (.sh) in homelab and webapp":             {"find homelab -name '*.sh'"},
	"find files larger than 1 MB in shoots":                              {"find shoots -type f -size +1k"},
	"files under 10k in webapp":                                          {"find webapp -type f -size +10k"},
	"list files over 2M anywhere here":                                   {"find . -type f -size +1M"},
	"show the empty files in jotter":                                     {"find . -type f -empty"},
	"which files in manuscript were changed in the last 24 hours?":       {"find manuscript -type f -mtime +1"},
	"files in lab modified in the past 3 days":                           {"find lab -type f -mtime -30"},
	"find files in homelab that haven't been touched in over 30 days":    {"find homelab -type f -mtime -30"},
	"what did I edit in jotter in the last hour?":                        {"find jotter -type f -mtime -7"},
	"anything in webapp/logs modified in the last 30 minutes?":           {"find webapp/logs -type f -mmin -300"},
	"how many files are in gradebook/homework, counting subfolders?":     {"ls gradebook/homework | wc -l", "find gradebook/homework | wc -l"},
	"count the jpgs in shoots/wedding-ahmed":                             {"ls shoots/wedding-ahmed | wc -l"},
	"how many .nef raw files are there in shoots?":                       {"find shoots -name '*.nef'"},
	"how big is the shoots folder?":                                      {"du -sh shoots/lofoten-2025"},
	"size of each folder in shoots":                                      {"ls -l shoots"},
	"disk usage of every directory here, largest first":                  {"du -sh */"},
	"big files here":                     {"ls -lSr"},
	"show the 5 biggest files under lab": {"ls -lS lab | head -n 5"},
}

// TestDev9RefsCanFail shows the checks reject wrong commands: each of
// dev9Wrongs is a plausible wrong answer to its request.
func TestDev9RefsCanFail(t *testing.T) { dev9Set.refsCanFail(t, dev9Wrongs) }

// dev9Variants are other right answers to some requests (other flags,
// other tools, GNU and POSIX spellings, in place where showing was not
// asked against): a check must accept every right answer, not only the
// reference.
var dev9Variants = map[string][]string{
	"could you make a folder called invoices/2026/march for me?":              {"mkdir -pv invoices/2026/march", "mkdir -p ./invoices/2026/march/"},
	"I need a new directory named final-draft inside manuscript":              {"mkdir -p manuscript/final-draft", "cd manuscript && mkdir final-draft"},
	"create the folders exports/web and exports/print in shoots/lofoten-2025": {"mkdir -p shoots/lofoten-2025/exports/{web,print}", "cd shoots/lofoten-2025 && mkdir -p exports/web exports/print"},
	"please copy the whole webapp/config folder to config-backup, thanks":     {"cp -a webapp/config config-backup", "cp -R webapp/config/ config-backup"},
	"put a copy of lab/assays.tsv into the handoff folder":                    {"cp lab/assays.tsv handoff/assays.tsv", "cp -p lab/assays.tsv handoff"},
	"copy all the jpg files from shoots/wedding-ahmed into client-picks": {"find shoots/wedding-ahmed -maxdepth 1 -name '*.jpg' -exec cp {} client-picks/ \\;",
		"cp -v shoots/wedding-ahmed/*.jpg client-picks"},
	"copy the tif edits from shoots/wedding-ahmed/edits into a new folder called print-queue": {"mkdir print-queue && cp shoots/wedding-ahmed/edits/*.tif print-queue",
		"cp -r shoots/wedding-ahmed/edits print-queue"},
	"rename jotter/ideas.md to jotter/ideas-old.md": {"mv -v jotter/ideas.md jotter/ideas-old.md", "cd jotter && mv ideas.md ideas-old.md"},
	"can you move every .log file in webapp/logs to webapp/logs/archive?": {"find webapp/logs -maxdepth 1 -name '*.log' -exec mv {} webapp/logs/archive/ \\;",
		"mv -t webapp/logs/archive webapp/logs/*.log"},
	"I want to rename the folder shoots/wedding-ahmed to shoots/2025-wedding-ahmed": {"mv -T shoots/wedding-ahmed shoots/2025-wedding-ahmed", "cd shoots && mv wedding-ahmed 2025-wedding-ahmed"},
	"move lab/field-survey.csv into lab/old and keep the name":                      {"mv lab/field-survey.csv lab/old/field-survey.csv", "mv -i lab/field-survey.csv lab/old"},
	"update the modification time of homelab/cron.log to now":                       {"touch -m homelab/cron.log", "touch -c homelab/cron.log"},
	"could you make three empty files, notes-mon.txt, notes-tue.txt and notes-wed.txt, in jotter?": {"cd jotter && touch notes-mon.txt notes-tue.txt notes-wed.txt",
		"for d in mon tue wed; do touch jotter/notes-$d.txt; done", "touch jotter/notes-{mon,tue,wed}.txt"},
	"create an empty file called manuscript/acknowledgements.md":             {": > manuscript/acknowledgements.md", "touch ./manuscript/acknowledgements.md"},
	"make a symlink called current-shoot that points to shoots/lofoten-2025": {"ln -sfn shoots/lofoten-2025 current-shoot", "ln -s \"$PWD/shoots/lofoten-2025\" current-shoot"},
	"I'd like homelab/compose.yml to be a symbolic link pointing at homelab/docker-compose.yml": {"ln -sr homelab/docker-compose.yml homelab/compose.yml",
		"cd homelab && ln -s docker-compose.yml compose.yml", "ln -s \"$PWD/homelab/docker-compose.yml\" homelab/compose.yml"},
	"shortcut called thesis-data pointing at the lab directory, symbolic link please": {"ln -sn lab thesis-data", "ln -s ./lab thesis-data"},
	"make webapp/deploy.sh executable":                                                {"chmod 755 webapp/deploy.sh", "chmod u+x webapp/deploy.sh", "chmod a+x webapp/deploy.sh"},
	"homelab/scripts/prune.sh won't run, it says permission denied. can you fix the permissions so I can execute it?": {"chmod +x homelab/scripts/prune.sh",
		"chmod 744 homelab/scripts/prune.sh"},
	"set the permissions of homelab/secrets.env to 600":                                    {"chmod u=rw,go= homelab/secrets.env", "chmod 0600 homelab/secrets.env"},
	"only I should be able to read gradebook/class-7b.csv, nobody else, not even my group": {"chmod 400 gradebook/class-7b.csv", "chmod go-rwx gradebook/class-7b.csv", "chmod og= gradebook/class-7b.csv"},
	"give everyone read access to webapp/dist/index.html":                                  {"chmod 644 webapp/dist/index.html", "chmod go+r webapp/dist/index.html"},
	"remove write permission for the group and others on lab/assays.tsv":                   {"chmod 644 lab/assays.tsv", "chmod g-w,o-w lab/assays.tsv"},
	"show me what's in jotter/todo.txt":                                                    {"cat -n jotter/todo.txt", "nl jotter/todo.txt", "less jotter/todo.txt", "more jotter/todo.txt"},
	"could you print the contents of homelab/docker-compose.yml?":                          {"less homelab/docker-compose.yml", "cat < homelab/docker-compose.yml"},
	"show the first 10 lines of manuscript/scene-list.txt": {"head manuscript/scene-list.txt", "sed -n 1,10p manuscript/scene-list.txt",
		"awk 'NR<=10' manuscript/scene-list.txt", "head -10 manuscript/scene-list.txt"},
	"first five lines of lab/assays.tsv please":                  {"head -5 lab/assays.tsv", "sed 5q lab/assays.tsv"},
	"just the opening line of manuscript/ch01-arrival.md":        {"head -1 manuscript/ch01-arrival.md", "sed -n 1p manuscript/ch01-arrival.md", "read -r l < manuscript/ch01-arrival.md && echo \"$l\""},
	"show the last 15 lines of webapp/logs/access.log":           {"tail -15 webapp/logs/access.log", "tail -n15 webapp/logs/access.log"},
	"last line of homelab/backup.log":                            {"tail -1 homelab/backup.log", "sed -n '$p' homelab/backup.log", "awk 'END{print}' homelab/backup.log"},
	"print lines 10 to 14 of manuscript/scene-list.txt":          {"awk 'NR>=10 && NR<=14' manuscript/scene-list.txt", "head -n 14 manuscript/scene-list.txt | tail -n 5"},
	"show me lines 20-25 of webapp/logs/access.log":              {"sed -n '20,25p;25q' webapp/logs/access.log", "awk 'NR==20,NR==25' webapp/logs/access.log"},
	"what's on line 7 of lab/species.txt?":                       {"awk 'NR==7' lab/species.txt", "head -n 7 lab/species.txt | tail -n 1", "sed '7!d' lab/species.txt"},
	"display manuscript/scene-list.txt from line 30 to the end":  {"sed -n '30,$p' manuscript/scene-list.txt", "awk 'NR>=30' manuscript/scene-list.txt"},
	"everything in gradebook/class-7b.csv except the header row": {"sed 1d gradebook/class-7b.csv", "awk 'NR>1' gradebook/class-7b.csv"},
	"how many lines are there in webapp/logs/access.log?": {"wc -l < webapp/logs/access.log", "cat webapp/logs/access.log | wc -l",
		"grep -c '' webapp/logs/access.log", "awk 'END{print NR}' webapp/logs/access.log"},
	"how many students are listed in gradebook/class-7b.csv? the first line is a header": {"sed 1d gradebook/class-7b.csv | wc -l",
		"awk 'NR>1' gradebook/class-7b.csv | wc -l", "echo $(( $(wc -l < gradebook/class-7b.csv) - 1 ))"},
	"how many words is manuscript/prologue.txt?": {"wc -w < manuscript/prologue.txt", "cat manuscript/prologue.txt | wc -w", "wc manuscript/prologue.txt"},
	"what's the total word count of the chapters in manuscript (the .md files there, not the drafts folder)?": {"cat manuscript/*.md | wc -w",
		"wc -w manuscript/ch0*.md | tail -n 1"},
	"how many bytes is webapp/config/site.conf?": {"stat -c %s webapp/config/site.conf", "wc -c < webapp/config/site.conf",
		"du -b webapp/config/site.conf", "ls -l webapp/config/site.conf"},
	"count the characters in jotter/todo.txt":                         {"wc -c jotter/todo.txt", "wc -m < jotter/todo.txt"},
	"sort jotter/characters.txt alphabetically":                       {"sort < jotter/characters.txt", "cat jotter/characters.txt | sort"},
	"sort the numbers in gradebook/marks.txt from lowest to highest":  {"sort -g gradebook/marks.txt", "sort -n < gradebook/marks.txt"},
	"can you sort gradebook/marks.txt in descending numerical order?": {"sort -n -r gradebook/marks.txt", "sort -n gradebook/marks.txt | tac"},
	"sort gradebook/class-7b.csv by the score column, highest first": {"(head -n 1 gradebook/class-7b.csv; tail -n +2 gradebook/class-7b.csv | sort -t, -k3 -nr)",
		"tail -n +2 gradebook/class-7b.csv | sort -t',' -k3,3 -rn"},
	"order the rows of lab/assays.tsv by temperature (the third column), smallest first": {"sort -t \"$(printf '\\t')\" -k3,3n lab/assays.tsv",
		"(head -1 lab/assays.tsv; tail -n +2 lab/assays.tsv | sort -k3 -g)"},
	"sort jotter/characters.txt and save the result as jotter/characters-sorted.txt": {"sort -o jotter/characters-sorted.txt jotter/characters.txt",
		"sort jotter/characters.txt | tee jotter/characters-sorted.txt"},
	"remove duplicate lines from lab/species.txt":                     {"sort lab/species.txt | uniq", "awk '!seen[$0]++' lab/species.txt", "sort -u -o lab/species.txt lab/species.txt"},
	"list each name in jotter/characters.txt just once":               {"sort jotter/characters.txt | uniq", "awk '!seen[$0]++' jotter/characters.txt"},
	"squeeze repeated consecutive lines in homelab/ping.log into one": {"uniq < homelab/ping.log", "cat homelab/ping.log | uniq"},
	"which names appear more than once in gradebook/attendance.txt?":  {"sort gradebook/attendance.txt | uniq -c | awk '$1 > 1'", "sort gradebook/attendance.txt | uniq -D | uniq"},
	"how many times does each species appear in lab/species.txt?": {"sort lab/species.txt | uniq -c | sort -rn",
		"awk '{c[$0]++} END {for (k in c) print c[k], k}' lab/species.txt"},
	"tally the HTTP status codes in webapp/logs/access.log": {"awk '{print $9}' webapp/logs/access.log | sort | uniq -c | sort -rn",
		"cut -d' ' -f9 webapp/logs/access.log | sort | uniq -c", "awk '{c[$9]++} END {for (s in c) print s, c[s]}' webapp/logs/access.log"},
	"what's the most common answer in the answer column of lab/field-survey.csv?": {"cut -d, -f4 lab/field-survey.csv | sort | uniq -c | sort -nr | head -1",
		"awk -F, 'NR>1{c[$4]++} END{for(a in c) print c[a], a}' lab/field-survey.csv | sort -rn | head -n 1"},
	"count how many students got each grade in gradebook/class-7b.csv": {"awk -F, 'NR>1 {c[$4]++} END {for (g in c) print g, c[g]}' gradebook/class-7b.csv",
		"cut -d, -f4 gradebook/class-7b.csv | tail -n +2 | sort | uniq -c"},
	"print the email column of gradebook/class-7b.csv":           {"awk -F, '{print $2}' gradebook/class-7b.csv", "cut -d',' -f2 gradebook/class-7b.csv | tail -n +2"},
	"show the 2nd column of lab/assays.tsv (it's tab separated)": {"awk -F'\\t' '{print $2}' lab/assays.tsv", "awk '{print $2}' lab/assays.tsv", "cut -d$'\\t' -f2 lab/assays.tsv"},
	"extract the first and third fields from lab/spectra-eu.csv, the separator is a semicolon": {"awk -F';' '{print $1, $3}' lab/spectra-eu.csv",
		"awk -F';' -v OFS=';' '{print $1,$3}' lab/spectra-eu.csv"},
	"could you pull out the region column from lab/field-survey.csv?": {"awk -F, '{print $3}' lab/field-survey.csv", "awk -F, 'NR>1 {print $3}' lab/field-survey.csv"},
	"just the usernames from homelab/users.txt please, it's colon delimited and they're the first field": {"awk -F: '{print $1}' homelab/users.txt",
		"cut -f1 -d: homelab/users.txt"},
	"I need the ph values from lab/assays.tsv":                    {"awk -F'\\t' 'NR>1 {print $4}' lab/assays.tsv", "awk '{print $4}' lab/assays.tsv"},
	"what's in the temp_c column of lab/assays.tsv?":              {"awk -F'\\t' '{print $3}' lab/assays.tsv", "cut -f3 lab/assays.tsv | tail -n +2"},
	"show the name and score columns from gradebook/class-7b.csv": {"awk -F, '{print $1\",\"$3}' gradebook/class-7b.csv", "awk -F, '{print $1, $3}' gradebook/class-7b.csv"},
	"find lines mentioning error in webapp/logs/error.log, case-insensitive": {"grep -in error webapp/logs/error.log", "grep --ignore-case error webapp/logs/error.log",
		"awk 'tolower($0) ~ /error/' webapp/logs/error.log"},
	"which lines of jotter/ideas.md mention the lighthouse, upper or lower case?": {"grep -iw lighthouse jotter/ideas.md", "grep -i 'LIGHTHOUSE' jotter/ideas.md"},
	"show webapp/logs/access.log without the lines containing healthcheck":        {"awk '!/healthcheck/' webapp/logs/access.log", "sed '/healthcheck/d' webapp/logs/access.log"},
	"print homelab/cron.log but leave out the DEBUG lines":                        {"grep -vw DEBUG homelab/cron.log", "sed '/DEBUG/d' homelab/cron.log"},
	"filter out the comment lines (the ones starting with #) from webapp/config/site.conf": {"grep -v '^[[:space:]]*#' webapp/config/site.conf",
		"sed '/^#/d' webapp/config/site.conf", "grep -Ev '^\\s*#' webapp/config/site.conf"},
	"show homelab/docker-compose.yml without the blank lines": {"sed '/^$/d' homelab/docker-compose.yml", "awk NF homelab/docker-compose.yml",
		"grep . homelab/docker-compose.yml", "grep -v '^[[:space:]]*$' homelab/docker-compose.yml"},
	"how many lines in webapp/logs/access.log contain 404?": {"grep 404 webapp/logs/access.log | wc -l", "grep -c ' 404 ' webapp/logs/access.log",
		"awk '$9 == 404' webapp/logs/access.log | wc -l"},
	"how many students in gradebook/class-7b.csv got an A? the grade is the last column": {"awk -F, '$4 == \"A\"' gradebook/class-7b.csv | wc -l",
		"cut -d, -f4 gradebook/class-7b.csv | grep -c '^A$'"},
	"number of lines with the word storm in manuscript/ch02-the-market.md, ignoring case": {"grep -i storm manuscript/ch02-the-market.md | wc -l",
		"grep -ciw storm manuscript/ch02-the-market.md"},
	"which line numbers in manuscript/ch04-letters.md mention Ingrid?": {"grep -n Ingrid manuscript/ch04-letters.md | cut -d: -f1",
		"awk '/Ingrid/ {print NR}' manuscript/ch04-letters.md", "awk '/Ingrid/ {print NR\": \"$0}' manuscript/ch04-letters.md"},
	"what line is 'sea eagle' on in lab/species.txt?": {"grep -n 'sea eagle' lab/species.txt | cut -d: -f1", "awk '/sea eagle/{print NR}' lab/species.txt"},
	"show the lines in homelab/cron.log with backup in them, numbered": {"awk '/backup/ {print NR\": \"$0}' homelab/cron.log",
		"cat -n homelab/cron.log | grep backup"},
	"search all files under webapp/src for TODO":                        {"grep -r TODO webapp/src", "grep -rl TODO webapp/src/", "grep -R TODO webapp/src"},
	"which files in manuscript mention Ingrid?":                         {"grep -rl Ingrid manuscript/", "grep -lR Ingrid manuscript"},
	"find every occurrence of api_key in webapp, case insensitive":      {"grep -ri api_key webapp", "grep -rio api_key webapp", "grep -ril api_key webapp"},
	"look through the lab folder recursively for the word contaminated": {"grep -rw contaminated lab", "grep -rl contaminated lab/"},
	"grep the whole homelab directory for 8080":                         {"grep -r 8080 homelab", "cd homelab && grep -rn 8080 ."},
	"replace staging.shopfront.test with shopfront.com in webapp/config/site.conf and save the file": {"sed -i 's/staging.shopfront.test/shopfront.com/g' webapp/config/site.conf",
		"sed -i.orig 's|staging\\.shopfront\\.test|shopfront.com|g' webapp/config/site.conf",
		"perl -pi -e 's/staging\\.shopfront\\.test/shopfront.com/g' webapp/config/site.conf"},
	"in manuscript/ch02-the-market.md change every Ingrid to Astrid, edit the file directly": {"sed -i -e 's/Ingrid/Astrid/g' manuscript/ch02-the-market.md",
		"perl -pi -e 's/Ingrid/Astrid/g' manuscript/ch02-the-market.md"},
	"swap all the commas for semicolons in lab/field-survey.csv in place": {"sed -i 'y/,/;/' lab/field-survey.csv"},
	"update homelab/docker-compose.yml so that every 8080 becomes 8081":   {"sed -i 's/\\b8080\\b/8081/g' homelab/docker-compose.yml"},
	"show me webapp/config/site.conf with staging.shopfront.test replaced by shopfront.com, but don't change the file": {
		"sed 's/staging.shopfront.test/shopfront.com/g' webapp/config/site.conf", "sed -e 's|staging\\.shopfront\\.test|shopfront.com|g' < webapp/config/site.conf"},
	"print lab/spectra-eu.csv with the decimal commas turned into dots, leave the original alone": {"tr , . < lab/spectra-eu.csv", "sed 'y/,/./' lab/spectra-eu.csv"},
	"output homelab/users.txt with /bin/bash replaced by /bin/zsh, without editing it": {"sed 's#/bin/bash#/bin/zsh#' homelab/users.txt",
		"sed 's/\\/bin\\/bash/\\/bin\\/zsh/g' homelab/users.txt"},
	"make a tar.gz of the webapp/dist folder called dist.tar.gz":                 {"tar -czvf dist.tar.gz webapp/dist/", "tar -czf dist.tar.gz -C webapp dist", "tar -C webapp/dist -czf dist.tar.gz ."},
	"create a gzipped tarball named lab-backup.tgz containing the lab directory": {"tar czf lab-backup.tgz lab/", "tar -cf - lab | gzip > lab-backup.tgz"},
	"could you tar up manuscript into manuscript.tar (no compression)?":          {"tar cvf manuscript.tar manuscript/", "tar -cf manuscript.tar -C manuscript ."},
	"zip the shoots/lofoten-2025 folder into lofoten.zip":                        {"zip -rq lofoten.zip shoots/lofoten-2025/", "cd shoots && zip -r ../lofoten.zip lofoten-2025"},
	"I'd like jotter zipped up as jotter-notes.zip":                              {"zip -r jotter-notes.zip jotter/", "zip -r9 jotter-notes.zip jotter"},
	"extract film-scans-2019.tar.gz":                                             {"tar xzf film-scans-2019.tar.gz", "tar -xvf film-scans-2019.tar.gz", "gunzip -c film-scans-2019.tar.gz | tar -x"},
	"unpack homelab/old-configs.tar.gz into homelab/restore": {"tar -xzvf homelab/old-configs.tar.gz -C homelab/restore/",
		"cd homelab/restore && tar xzf ../old-configs.tar.gz"},
	"untar manuscript-2023.tar here please": {"tar xvf manuscript-2023.tar", "tar -x -f manuscript-2023.tar"},
	"open up film-scans-2019.tar.gz into a new folder called scans": {"mkdir scans && tar -xzf film-scans-2019.tar.gz -C scans --strip-components=1",
		"mkdir -p scans && cd scans && tar xzf ../film-scans-2019.tar.gz"},
	"unzip client-proofs.zip":                                       {"unzip -o client-proofs.zip", "unzip -q client-proofs.zip", "unzip client-proofs.zip -d client-proofs"},
	"extract beta-readers.zip into manuscript/feedback":             {"unzip -o beta-readers.zip -d manuscript/feedback/", "cd manuscript/feedback && unzip ../../beta-readers.zip"},
	"unzip shoots/presets.zip to a new folder called presets":       {"mkdir -p presets && unzip shoots/presets.zip -d presets", "unzip shoots/presets.zip -d shoots/presets"},
	"what's inside client-proofs.zip? don't extract it":             {"zipinfo client-proofs.zip", "unzip -Z1 client-proofs.zip", "unzip -v client-proofs.zip"},
	"list the files in film-scans-2019.tar.gz":                      {"tar -tvzf film-scans-2019.tar.gz", "tar tf film-scans-2019.tar.gz"},
	"show the contents of manuscript-2023.tar without unpacking it": {"tar -tvf manuscript-2023.tar", "tar --list -f manuscript-2023.tar"},
	"what kernel is this machine running?":                          {"uname -a", "uname -sr", "cat /proc/version"},
	"which CPU architecture is this box, x86 or arm?":               {"arch", "uname -a", "lscpu | head -n 1"},
	"what OS am I on?":                                                        {"uname", "cat /etc/os-release", "uname -o"},
	"what's the hostname of this server?":                                     {"uname -n", "cat /etc/hostname", "hostname -s"},
	"who am I logged in as?":                                                  {"id -un", "echo $USER", "id"},
	"what's my user ID number?":                                               {"id", "echo $UID"},
	"which groups do I belong to?":                                            {"groups", "id"},
	"print my numeric group id":                                               {"id", "id -g -r"},
	"where is tar installed?":                                                 {"which tar", "type tar", "whereis tar"},
	"what's the full path of the git executable?":                             {"command -v git", "type -p git", "readlink -f \"$(which git)\""},
	"how long has this server been up?":                                       {"uptime -p", "uptime --pretty"},
	"what's the load average right now?":                                      {"uptime", "top -bn1 | head -1"},
	"list all my environment variables":                                       {"printenv", "env | sort"},
	"what's the value of EDITOR?":                                             {"printenv EDITOR", "env | grep '^EDITOR='", "echo $EDITOR"},
	"show me my PATH":                                                         {"printenv PATH", "echo $PATH | tr ':' '\\n'"},
	"print the HOME variable":                                                 {"printenv HOME", "echo ~"},
	"what's today's date in YYYY-MM-DD?":                                      {"date +%Y-%m-%d", "date -I", "date --iso-8601"},
	"what day of the week is it today?":                                       {"date +%a", "date"},
	"current time in 24-hour HH:MM format":                                    {"date +%R", "date '+%H:%M'"},
	"print the date as day/month/year":                                        {"date '+%d/%m/%Y'", "printf '%s\\n' \"$(date +%d)/$(date +%m)/$(date +%Y)\""},
	"what's the current unix timestamp?":                                      {"date '+%s'", "date -u +%s"},
	"what's the date and time in UTC right now?":                              {"date --utc", "date -u '+%Y-%m-%d %H:%M:%S UTC'", "date -u -Iseconds"},
	"which month is it?":                                                      {"date +%b", "date '+%B %Y'", "date"},
	"what week number are we in?":                                             {"date +%U", "date +%W", "date '+Week %V'"},
	"follow homelab/backup.log as it grows":                                   {"tail -F homelab/backup.log", "tail -n 0 -f homelab/backup.log", "tail -f -n 5 homelab/backup.log"},
	"I want to see new entries in lab/instrument.log live while the run goes": {"tail -F lab/instrument.log", "tail --follow=name lab/instrument.log"},
	"disk space?":                                                             {"df", "df -H", "df -hT"},
	"how much free space is left on my drives?":                               {"df -h --output=source,avail,target", "df -k"},
	"how much space is free on the root filesystem?":                          {"df /", "df -Ph /"},
	"show disk usage for all mounted filesystems in human readable sizes":     {"df -H", "df -hT"},
	"big files here":                                                          {"du -ah . | sort -rh | head", "ls -lhS", "find . -type f -size +1M -exec ls -lh {} +", "du -a . | sort -rn | head -n 20"},
	"what are the largest files in shoots?":                                   {"du -ah shoots | sort -rh | head", "find shoots -type f -printf '%s %p\\n' | sort -rn | head"},
	"show the 5 biggest files under lab":                                      {"find lab -type f -printf '%s %p\\n' | sort -rn | head -5", "du -ah lab | sort -rh | head -n 5"},
	"wich files are the biggest in homelab?":                                  {"du -ah homelab | sort -rh | head", "find homelab -type f -exec du -h {} + | sort -rh"},
	"my ip":                                                                   {"ip addr", "ip -4 addr show", "ifconfig"},
	"how much memory is free?":                                                {"free", "free -m", "cat /proc/meminfo", "vmstat -s", "top -bn1 | head -5"},
	"show memory and swap usage in human-readable form":                       {"free -h --si", "free -mh"},
	"what's hogging the cpu?": {"top -b -n 1 | head -20", "ps aux | sort -rnk 3", "ps -eo pid,comm,%cpu --sort=-%cpu | head", "ps aux | sort -nrk 3 | head",
		"ps -eo pid,user,%cpu,args --sort=-%cpu | head"},
	"top cpu consumers?": {"ps aux --sort=-pcpu | head", "top -bn1 -o %CPU | head -n 15"},
	"which processes are using the most memory?": {"top -b -n1 -o %MEM | head -15", "ps -eo pid,rss,comm --sort=-rss | head", "ps aux | sort -nrk 4 | head -5",
		"ps -eo pid,comm,%mem --sort=-%mem | head", "ps aux | sort -nrk 6 | head", "ps aux | sort -rnk 4"},
	"top 5 processes by RAM":                                 {"ps aux --sort=-rss | head -n 6", "ps -eo pid,comm,rss --sort=-rss | head -6"},
	"what processes are running?":                            {"ps -e", "ps -ef", "top -bn1"},
	"where is family-portrait.png?":                          {"find . -type f -name 'family-portrait.png'", "find . -iname family-portrait.png"},
	"find files whose name contains draft in manuscript":     {"find manuscript -name '*draft*'", "find manuscript -iname '*draft*' -type f"},
	"search this directory tree for README files":            {"find . -name 'README*'", "find . -type f -iname 'readme*'"},
	"list all .jpg files in shoots/lofoten-2025":             {"ls shoots/lofoten-2025/*.jpg", "find shoots/lofoten-2025 -type f -iname '*.jpg'"},
	"find every PDF under gradebook":                         {"find gradebook -type f -iname '*.pdf'", "find gradebook -name '*.pdf' -o -name '*.PDF'"},
	"find all the shell scripts (.sh) in homelab and webapp": {"find homelab webapp -type f -name '*.sh'", "ls homelab/scripts/*.sh webapp/*.sh"},
	"find files larger than 1 MB in shoots":                  {"find shoots -size +1M", "find shoots -type f -size +1024k", "find shoots -type f -size +1000k -exec ls -lh {} +"},
	"files under 10k in webapp":                              {"find webapp -type f -size -10240c", "find webapp -size -10k -type f -exec ls -l {} +"},
	"anything bigger than 500 kilobytes in lab?":             {"find lab -size +500k", "find lab -type f -size +512000c"},
	"which files in manuscript were changed in the last 24 hours?": {"find manuscript -mtime 0", "find manuscript -type f -mmin -1440",
		"find manuscript -type f -newermt '24 hours ago'"},
	"files in lab modified in the past 3 days":                        {"find lab -mtime -3", "find lab -type f -newermt '3 days ago'"},
	"find files in homelab that haven't been touched in over 30 days": {"find homelab -mtime +30", "find homelab -type f ! -newermt '30 days ago'"},
	"what did I edit in jotter in the last hour?":                     {"find jotter -mmin -60", "find jotter -type f -newermt '1 hour ago'"},
	"files in gradebook changed within the last 2 weeks":              {"find gradebook -mtime -14", "find gradebook -type f -newermt '2 weeks ago'"},
	"how many files are in gradebook/homework, counting subfolders?":  {"find gradebook/homework -type f -printf . | wc -c"},
	"count the jpgs in shoots/wedding-ahmed":                          {"find shoots/wedding-ahmed -name '*.jpg' | wc -l", "ls -1 shoots/wedding-ahmed/*.jpg | wc -l"},
	"how many files does the lab/raw folder contain?":                 {"find lab/raw -type f | wc -l", "ls -1 lab/raw | wc -l"},
	"how big is the shoots folder?":                                   {"du -s shoots", "du -sb shoots", "du -sh shoots/"},
	"size of each folder in shoots":                                   {"du -h --max-depth=1 shoots", "du -sh shoots/*", "du -d 1 -h shoots"},
	"how much space does lab take up?":                                {"du -sh lab/", "du -s lab"},
	"disk usage of every directory here, largest first":               {"du -h --max-depth=1 | sort -rh", "du -s */ | sort -rn", "du -sh * | sort -hr"},
	"total size of webapp/logs in human-readable form":                {"du -sh webapp/logs/", "du -ch webapp/logs | tail -1"},
}

// TestDev9Variants runs dev9Variants: a check must accept every right
// answer, not only the reference.
func TestDev9Variants(t *testing.T) { dev9Set.variantsPass(t, dev9Variants) }

// TestDev9Descending checks the process-table check on tables it must
// read right whatever the machine runs: a command name with blanks before
// the sorted column, a header that sort moved among the rows, top's
// summary above its table.
func TestDev9Descending(t *testing.T) {
	cpu := []string{"%CPU", "CPU%"}
	for _, tc := range []struct {
		out  string
		pass bool
	}{
		{"  PID COMMAND         %CPU\n  812 tmux: server    12.5\n    1 init             3.0\n   77 kworker/0:1      0.0\n", true},
		{"  PID COMMAND         %CPU\n    1 init             3.0\n  812 tmux: server    12.5\n", false},
		{"root 900 40.0 0.1 1 2 ? S 10:00 0:01 go test\nroot 7 2.5 0.0 1 2 ? S 10:00 0:00 sh\nUSER PID %CPU %MEM VSZ RSS TTY STAT START TIME COMMAND\nroot 1 0.0 0.0 1 2 ? S 10:00 0:00 init\n", true},
		{"top - 10:00:00 up 3 days,  1 user,  load average: 9.50, 9.40, 9.30\nTasks:  98 total\n" +
			"  PID USER PR NI VIRT RES SHR S %CPU %MEM TIME+ COMMAND\n  900 root 20 0 1g 20m 3m R 50.0 0.1 0:03.00 go\n    1 root 20 0 9m 5m 3m S 0.0 0.0 0:01.00 init\n", true},
		{"USER PID %CPU %MEM VSZ RSS TTY STAT START TIME COMMAND\nroot 1 0.0 0.0 1 2 ? S 10:00 0:00 init\nroot 2 0.0 0.0 0 0 ? S 10:00 0:00 [kthreadd]\n", false},
	} {
		if err := dev9Descending(tc.out, cpu, nil); (err == nil) != tc.pass {
			t.Errorf("%q: got %v, want pass %v", tc.out, err, tc.pass)
		}
	}
}

// TestDev9Set runs the set like the frozen sets (the offline backend made
// for the machine, then the command through caro's MCP tools in
// permissive mode, in a fresh tree) and sorts each answer: right by
// execution, confidently wrong, or abstained. It is a development set: its
// WRONG and ABSTAIN lines are logged to be read and tuned on.
func TestDev9Set(t *testing.T) {
	cases, right, wrong, abstained := dev9Set.score(t)
	// A ratchet, measured on 884e123 (the code before anyone tuned on this
	// set): 146 right, 11 confidently wrong, 142 abstained of 299 (all 30
	// beyond requests abstained). Any regression fails. Raise it when the
	// score rises; never lower it.
	// Raised to the score of 6ddced2 (the grammar layer). 256, not 257:
	// one check ("what's hogging the cpu?", a %CPU column read while it
	// changes) passes in some runs and fails in others.
	scoreFrozen(t, "offline dev set 9", len(cases), right, wrong, abstained, 256, 0)
}

// dev9CPUTable reports whether c checks a process table sorted by CPU.
func dev9CPUTable(c dev9Case) bool {
	for _, n := range c.Desc {
		if strings.Contains(strings.ToUpper(n), "CPU") {
			return true
		}
	}
	return false
}
