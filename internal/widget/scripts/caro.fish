# caro: __CARO_KEY__ turns the text on the prompt line into a command.
# Add to ~/.config/fish/config.fish:  caro init fish | source
function __caro_widget
    set -l req (commandline)
    if test -z (string trim -- "$req")
        return
    end
    echo -n (set_color brblack)" caro: thinking..."(set_color normal) >&2
    set -l err (mktemp)
    set -l out (command __CARO_BIN__ --print --widget -- "$req" 2>$err </dev/null)
    set -l rc $status
    printf '\r\e[K' >&2
    if test $rc -eq 0; and test -n "$out"
        # The risk line (anything above safe), above the prompt line.
        if test -s $err
            echo >&2
            head -n 3 $err >&2
        end
        commandline -r -- (string join \n -- $out)
        commandline -f end-of-line
    else
        echo >&2
        head -n 1 $err >&2
    end
    rm -f $err
    commandline -f repaint
end
bind __CARO_KEY__ __caro_widget
# With shell_history = true caro appends the commands it runs to your
# history file; this reads them into the running shell too, so up-arrow
# finds them at once.
function caro --wraps caro
    command __CARO_BIN__ $argv
    set -l rc $status
    set -q fish_private_mode; or history merge
    return $rc
end
