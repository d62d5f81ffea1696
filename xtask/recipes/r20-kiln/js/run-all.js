// Exercises every glaze module once.
const g01 = require('./src/glaze/glaze01.js');
g01.label01(2);
try { g01.weigh01(0); } catch (e) { /* expected */ }
const g02 = require('./src/glaze/glaze02.js');
g02.label02(2);
try { g02.weigh02(0); } catch (e) { /* expected */ }
const g03 = require('./src/glaze/glaze03.js');
g03.label03(2);
try { g03.weigh03(0); } catch (e) { /* expected */ }
const g04 = require('./src/glaze/glaze04.js');
g04.label04(2);
try { g04.weigh04(0); } catch (e) { /* expected */ }
const g05 = require('./src/glaze/glaze05.js');
g05.label05(2);
try { g05.weigh05(0); } catch (e) { /* expected */ }
const g06 = require('./src/glaze/glaze06.js');
g06.label06(2);
try { g06.weigh06(0); } catch (e) { /* expected */ }
const g07 = require('./src/glaze/glaze07.js');
g07.label07(2);
try { g07.weigh07(0); } catch (e) { /* expected */ }
const g08 = require('./src/glaze/glaze08.js');
g08.label08(2);
try { g08.weigh08(0); } catch (e) { /* expected */ }
const g09 = require('./src/glaze/glaze09.js');
g09.label09(2);
try { g09.weigh09(0); } catch (e) { /* expected */ }
const g10 = require('./src/glaze/glaze10.js');
g10.label10(2);
try { g10.weigh10(0); } catch (e) { /* expected */ }
const g11 = require('./src/glaze/glaze11.js');
g11.label11(2);
try { g11.weigh11(0); } catch (e) { /* expected */ }
const g12 = require('./src/glaze/glaze12.js');
g12.label12(2);
try { g12.weigh12(0); } catch (e) { /* expected */ }
const g13 = require('./src/glaze/glaze13.js');
g13.label13(2);
try { g13.weigh13(0); } catch (e) { /* expected */ }
const g14 = require('./src/glaze/glaze14.js');
g14.label14(2);
try { g14.weigh14(0); } catch (e) { /* expected */ }
const g15 = require('./src/glaze/glaze15.js');
g15.label15(2);
try { g15.weigh15(0); } catch (e) { /* expected */ }
const g16 = require('./src/glaze/glaze16.js');
g16.label16(2);
try { g16.weigh16(0); } catch (e) { /* expected */ }
const g17 = require('./src/glaze/glaze17.js');
g17.label17(2);
try { g17.weigh17(0); } catch (e) { /* expected */ }
const g18 = require('./src/glaze/glaze18.js');
g18.label18(2);
try { g18.weigh18(0); } catch (e) { /* expected */ }
const g19 = require('./src/glaze/glaze19.js');
g19.label19(2);
try { g19.weigh19(0); } catch (e) { /* expected */ }
const g20 = require('./src/glaze/glaze20.js');
g20.label20(2);
try { g20.weigh20(0); } catch (e) { /* expected */ }
const g21 = require('./src/glaze/glaze21.js');
g21.label21(2);
try { g21.weigh21(0); } catch (e) { /* expected */ }
const g22 = require('./src/glaze/glaze22.js');
g22.label22(2);
try { g22.weigh22(0); } catch (e) { /* expected */ }
const g23 = require('./src/glaze/glaze23.js');
g23.label23(2);
const g24 = require('./src/glaze/glaze24.js');
g24.label24(2);
try { g24.weigh24(0); } catch (e) { /* expected */ }
const g25 = require('./src/glaze/glaze25.js');
g25.label25(2);
try { g25.weigh25(0); } catch (e) { /* expected */ }
const g26 = require('./src/glaze/glaze26.js');
g26.label26(2);
try { g26.weigh26(0); } catch (e) { /* expected */ }
const g27 = require('./src/glaze/glaze27.js');
g27.label27(2);
try { g27.weigh27(0); } catch (e) { /* expected */ }
const g28 = require('./src/glaze/glaze28.js');
g28.label28(2);
try { g28.weigh28(0); } catch (e) { /* expected */ }
const g29 = require('./src/glaze/glaze29.js');
g29.label29(2);
try { g29.weigh29(0); } catch (e) { /* expected */ }
const g30 = require('./src/glaze/glaze30.js');
g30.label30(2);
try { g30.weigh30(0); } catch (e) { /* expected */ }
const g31 = require('./src/glaze/glaze31.js');
g31.label31(2);
try { g31.weigh31(0); } catch (e) { /* expected */ }
const g32 = require('./src/glaze/glaze32.js');
g32.label32(2);
try { g32.weigh32(0); } catch (e) { /* expected */ }
const g33 = require('./src/glaze/glaze33.js');
g33.label33(2);
try { g33.weigh33(0); } catch (e) { /* expected */ }
const g34 = require('./src/glaze/glaze34.js');
g34.label34(2);
try { g34.weigh34(0); } catch (e) { /* expected */ }
const g35 = require('./src/glaze/glaze35.js');
g35.label35(2);
try { g35.weigh35(0); } catch (e) { /* expected */ }
const g36 = require('./src/glaze/glaze36.js');
g36.label36(2);
try { g36.weigh36(0); } catch (e) { /* expected */ }
const g37 = require('./src/glaze/glaze37.js');
g37.label37(2);
try { g37.weigh37(0); } catch (e) { /* expected */ }
const g38 = require('./src/glaze/glaze38.js');
g38.label38(2);
try { g38.weigh38(0); } catch (e) { /* expected */ }
const g39 = require('./src/glaze/glaze39.js');
g39.label39(2);
try { g39.weigh39(0); } catch (e) { /* expected */ }
const g40 = require('./src/glaze/glaze40.js');
g40.label40(2);
try { g40.weigh40(0); } catch (e) { /* expected */ }
console.log('40 glazes weighed');
