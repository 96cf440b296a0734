\{"count":10,"engine":"classic9","guesses":[0-9]+,"limit_reached":true,"microseconds":[0-9]+,"nodes":[0-9]+,"status":"solved"\}
