export { DivisionApp } from './DivisionApp';
export { DIVISION_NAMESPACES, DIVISIONS, type Division } from './namespaces';
