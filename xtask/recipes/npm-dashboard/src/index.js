import React from 'react';
import { render } from 'react-dom';

render(React.createElement('h1', null, 'ops'), document.getElementById('root'));
