\{"status":"solved","solution":"1234341243212143","engine":"backtrack","nodes":[0-9]+,"guesses":[0-9]+,"microseconds":[0-9]+\}
