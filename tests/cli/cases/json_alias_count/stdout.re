\{"status":"solved","count":10,"limit_reached":true,"engine":"classic9","nodes":[0-9]+,"guesses":[0-9]+,"microseconds":[0-9]+\}
