int hive(void){return 1;}
