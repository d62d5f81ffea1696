# TODO: move reminder channels to settings   
CHANNELS = ["email", "sms"]  
# FIXME the sms gateway times out on weekends
TIMEOUT = 30
