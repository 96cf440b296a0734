\{"status":"solved","solution":"1234412334122341","engine":"backtrack","nodes":[0-9]+,"guesses":[0-9]+,"microseconds":[0-9]+\}
